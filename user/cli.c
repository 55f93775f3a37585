// SPDX-License-Identifier: GPL-2.0
/* See cli.h. */
#include <stdio.h>
#include <stdlib.h>

#include "cli.h"
#include "units.h"

long cli_long(const char *prog, const char *what, const char *s, long lo, long hi)
{
	unsigned long v;

	if (lo < 0 || parse_ulong_range(s, (unsigned long)lo, (unsigned long)hi, &v)) {
		fprintf(stderr, "%s: bad %s '%s': expected an integer in %ld..%ld\n",
			prog, what, s, lo, hi);
		exit(2);
	}
	return (long)v;
}

volatile sig_atomic_t cli_stop;

static void on_stop_signal(int sig)
{
	(void)sig;
	cli_stop = 1;
}

void cli_catch_stop(void)
{
	struct sigaction sa = { .sa_handler = on_stop_signal };

	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
}
