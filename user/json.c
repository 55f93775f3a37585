// SPDX-License-Identifier: GPL-2.0
/* Streaming JSON writer; see json.h for the contract. */
#include <math.h>
#include <string.h>

#include "json.h"

void json_init(struct json *j, FILE *f)
{
	memset(j, 0, sizeof(*j));
	j->f = f;
}

void json_write_string(FILE *f, const char *s)
{
	const unsigned char *p = (const unsigned char *)(s ? s : "");

	fputc('"', f);
	for (; *p; p++) {
		switch (*p) {
		case '"':
			fputs("\\\"", f);
			break;
		case '\\':
			fputs("\\\\", f);
			break;
		case '\n':
			fputs("\\n", f);
			break;
		case '\r':
			fputs("\\r", f);
			break;
		case '\t':
			fputs("\\t", f);
			break;
		case '\b':
			fputs("\\b", f);
			break;
		case '\f':
			fputs("\\f", f);
			break;
		default:
			if (*p < 0x20)
				fprintf(f, "\\u%04x", *p);
			else
				fputc(*p, f);
		}
	}
	fputc('"', f);
}

/* Emits the separator and, inside an object, the key. */
static void prefix(struct json *j, const char *key)
{
	if (j->need_comma[j->depth])
		fputc(',', j->f);
	j->need_comma[j->depth] = true;
	if (key) {
		json_write_string(j->f, key);
		fputc(':', j->f);
	}
}

static void open(struct json *j, const char *key, char c)
{
	prefix(j, key);
	fputc(c, j->f);
	if (j->depth + 1 >= JSON_MAX_DEPTH) {
		j->error = true;
		return;
	}
	j->depth++;
	j->need_comma[j->depth] = false;
}

static void close_(struct json *j, char c)
{
	if (j->depth == 0) {
		j->error = true;
		return;
	}
	j->depth--;
	fputc(c, j->f);
}

void json_obj_open(struct json *j, const char *key) { open(j, key, '{'); }
void json_obj_close(struct json *j) { close_(j, '}'); }
void json_arr_open(struct json *j, const char *key) { open(j, key, '['); }
void json_arr_close(struct json *j) { close_(j, ']'); }

void json_str(struct json *j, const char *key, const char *val)
{
	prefix(j, key);
	if (val)
		json_write_string(j->f, val);
	else
		fputs("null", j->f);
}

void json_int(struct json *j, const char *key, long long val)
{
	prefix(j, key);
	fprintf(j->f, "%lld", val);
}

void json_uint(struct json *j, const char *key, unsigned long long val)
{
	prefix(j, key);
	fprintf(j->f, "%llu", val);
}

void json_double(struct json *j, const char *key, double val)
{
	prefix(j, key);
	if (isfinite(val))
		fprintf(j->f, "%.6f", val);
	else
		fputs("null", j->f);
}

void json_bool(struct json *j, const char *key, bool val)
{
	prefix(j, key);
	fputs(val ? "true" : "false", j->f);
}

void json_null(struct json *j, const char *key)
{
	prefix(j, key);
	fputs("null", j->f);
}

int json_finish(struct json *j)
{
	fputc('\n', j->f);
	fflush(j->f);
	return (j->error || j->depth != 0) ? -1 : 0;
}
