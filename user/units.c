// SPDX-License-Identifier: GPL-2.0
/* Strict number parsers; see units.h. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <strings.h>

#include "units.h"

/* strtoull accepts leading blanks and '-'; we do not. */
static int parse_digits(const char *s, unsigned long long *v, char **end)
{
	if (!s || !isdigit((unsigned char)*s))
		return -1;
	errno = 0;
	*v = strtoull(s, end, 10);
	return errno ? -1 : 0;
}

int parse_size_mb(const char *s, unsigned long long *mb)
{
	unsigned long long v, mult = 1;
	char *end;

	if (parse_digits(s, &v, &end))
		return -1;
	if (*end) {
		if (!strcasecmp(end, "g") || !strcasecmp(end, "gb") || !strcasecmp(end, "gib"))
			mult = 1024;
		else if (strcasecmp(end, "m") && strcasecmp(end, "mb") && strcasecmp(end, "mib"))
			return -1;
	}
	if (v > (1ULL << 40) / mult)	/* 1 EiB: far beyond any machine */
		return -1;
	*mb = v * mult;
	return 0;
}

int parse_ulong_range(const char *s, unsigned long min, unsigned long max,
		      unsigned long *out)
{
	unsigned long long v;
	char *end;

	if (parse_digits(s, &v, &end) || *end || v < min || v > max)
		return -1;
	*out = (unsigned long)v;
	return 0;
}

int parse_double_range(const char *s, double min, double max, double *out)
{
	char *end;
	double v;

	if (!s || !(isdigit((unsigned char)*s) || *s == '.'))
		return -1;
	errno = 0;
	v = strtod(s, &end);
	if (errno || *end || !isfinite(v) || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}
