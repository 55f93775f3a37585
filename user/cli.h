/* SPDX-License-Identifier: GPL-2.0 */
/* Option parsing that fails with one line, for the small C tools. */
#ifndef ZSFREE_CLI_H
#define ZSFREE_CLI_H

/*
 * Parses s as a decimal integer in [lo, hi] (lo >= 0) or exits 2 after
 * printing "PROG: bad WHAT 'S': expected an integer in LO..HI".
 */
long cli_long(const char *prog, const char *what, const char *s, long lo, long hi);

#include <signal.h>

/*
 * Set once SIGINT or SIGTERM arrived after cli_catch_stop(): a tool's loop
 * ends at its next check and it still writes what it measured.
 */
extern volatile sig_atomic_t cli_stop;

/* Catches SIGINT and SIGTERM into cli_stop (no SA_RESTART: sleeps return). */
void cli_catch_stop(void);

#endif
