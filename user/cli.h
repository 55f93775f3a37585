/* SPDX-License-Identifier: GPL-2.0 */
/* Option parsing that fails with one line, for the small C tools. */
#ifndef ZSFREE_CLI_H
#define ZSFREE_CLI_H

/*
 * Parses s as a decimal integer in [lo, hi] (lo >= 0) or exits 2 after
 * printing "PROG: bad WHAT 'S': expected an integer in LO..HI".
 */
long cli_long(const char *prog, const char *what, const char *s, long lo, long hi);

#endif
