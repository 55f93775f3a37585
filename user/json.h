/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Minimal streaming JSON writer shared by every zsfree-eval program.
 *
 * Output is one compact JSON document per json_begin()..json_end(), written
 * to a FILE.  Commas and nesting are tracked here, so callers only name keys
 * and values; strings are escaped per RFC 8259.  Non-finite doubles are
 * written as null, because JSON has no NaN/Inf and a silent 0 would lie.
 */
#ifndef ZSFREE_JSON_H
#define ZSFREE_JSON_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define JSON_MAX_DEPTH 16

struct json {
	FILE *f;
	int depth;
	bool need_comma[JSON_MAX_DEPTH];
	bool error;		/* nesting misuse: the document is invalid */
};

void json_init(struct json *j, FILE *f);

/* Containers.  key may be NULL inside arrays and at the top level. */
void json_obj_open(struct json *j, const char *key);
void json_obj_close(struct json *j);
void json_arr_open(struct json *j, const char *key);
void json_arr_close(struct json *j);

/* Scalars.  key may be NULL inside arrays. */
void json_str(struct json *j, const char *key, const char *val);
void json_int(struct json *j, const char *key, long long val);
void json_uint(struct json *j, const char *key, unsigned long long val);
void json_double(struct json *j, const char *key, double val);
void json_bool(struct json *j, const char *key, bool val);
void json_null(struct json *j, const char *key);

/* Ends the document with a newline; returns 0, or -1 if nesting was misused. */
int json_finish(struct json *j);

/* Writes s as a quoted, escaped JSON string (exposed for tests). */
void json_write_string(FILE *f, const char *s);

#endif
