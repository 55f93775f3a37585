// SPDX-License-Identifier: GPL-2.0
/*
 * The CPU profile in zsprobe's report: metrics.profile (schema
 * zsfree-eval/probe/2, from 1.2 on, docs/results-format.md) and one text line.  Raw:
 * every sampled stack with its count, kernel frames as symbolised on the
 * machine that ran zsprobe, user frames named by build id where a file here
 * has it; the folding and the shares are the analysis's
 * (analysis/zsfree_analysis/profile.py).
 */
#include <errno.h>

#include "profile.h"

static const char *role_name(uint32_t role)
{
	return role == ZSP_PROF_WORKER ? "worker" : "task";
}

/* A stack's frames; null when it was not stored (a lost sample's), [] when there is none. */
static void json_frames(struct json *j, const char *key, const struct zsp_prof_stack *s, bool kernel)
{
	int32_t err = kernel ? s->kerr : s->uerr;

	if (err < 0 && err != -EFAULT && !(!kernel && s->role == ZSP_PROF_WORKER)) {
		json_null(j, key);
		return;
	}
	json_arr_open(j, key);
	for (size_t i = 0; i < (kernel ? s->nk : s->nu); i++)
		json_str(j, NULL, kernel ? s->kframes[i] : s->uframes[i]);
	json_arr_close(j);
}

/* How the user frames were named (format_revision 6), over the distinct stacks. */
static void json_user_symbols(struct json *j, const struct zsp_profile *p)
{
	json_obj_open(j, "user_symbols");
	json_str(j, "source", "build-id");
	json_arr_open(j, "files");
	for (size_t i = 0; i < p->nufiles; i++)
		json_str(j, NULL, p->ufiles[i]);
	json_arr_close(j);
	json_obj_open(j, "frames");
	json_uint(j, "named", p->uframes[USYM_NAMED]);
	json_uint(j, "file", p->uframes[USYM_FILE]);
	json_uint(j, "build_id", p->uframes[USYM_BUILD_ID]);
	json_uint(j, "address", p->uframes_addr);
	json_obj_close(j);
	json_obj_close(j);
}

static void json_counter(struct json *j, const char *key, const struct zsp_profile *p, int idx)
{
	if (p->cnt_ok)
		json_uint(j, key, p->cnt[idx]);
	else
		json_null(j, key);
}

void zsp_profile_json(struct json *j, const struct zsp_profile *p)
{
	if (!p->hz)
		return;
	json_obj_open(j, "profile");
	json_bool(j, "available", p->available);
	json_int(j, "freq_hz", p->hz);
	/* the rate sampled at: below freq_hz where the kernel's limit is */
	if (p->hz_used)
		json_int(j, "freq_hz_used", p->hz_used);
	else
		json_null(j, "freq_hz_used");
	if (p->hz_max)
		json_int(j, "freq_hz_max", p->hz_max);
	else
		json_null(j, "freq_hz_max");
	if (!p->available) {
		json_null(j, "event");
		json_null(j, "samples");
		json_obj_close(j);
		return;
	}
	json_str(j, "event", p->event);
	json_int(j, "cpus", p->ncpus);
	json_counter(j, "samples", p, ZSP_PROF_SAMPLES);
	json_obj_open(j, "lost");
	json_counter(j, "kernel_stack", p, ZSP_PROF_KSTACK_LOST);
	json_counter(j, "user_stack", p, ZSP_PROF_USTACK_LOST);
	json_counter(j, "map_full", p, ZSP_PROF_KEYS_FULL);
	json_obj_close(j);
	json_str(j, "symbols", p->symbolised ? "kallsyms" : NULL);
	if (!p->symbolised)
		json_str(j, "symbols_why", p->sym_why);
	json_user_symbols(j, p);
	json_arr_open(j, "stacks");
	for (size_t i = 0; i < p->n; i++) {
		json_obj_open(j, NULL);
		json_uint(j, "pid", p->v[i].pid);
		json_str(j, "role", role_name(p->v[i].role));
		json_uint(j, "count", p->v[i].count);
		json_frames(j, "kernel", &p->v[i], true);
		json_frames(j, "user", &p->v[i], false);
		json_obj_close(j);
	}
	json_arr_close(j);
	json_obj_close(j);
}

void zsp_profile_text(FILE *f, const struct zsp_profile *p)
{
	uint64_t task = 0, worker = 0;

	if (!p->hz || !p->available)
		return;
	for (size_t i = 0; i < p->n; i++)
		*(p->v[i].role == ZSP_PROF_WORKER ? &worker : &task) += p->v[i].count;
	fprintf(f, "  profile (%s, %d Hz, %d CPUs): %llu task samples, %llu worker samples, %zu stacks%s\n",
		p->event, p->hz_used, p->ncpus, (unsigned long long)task, (unsigned long long)worker, p->n,
		p->symbolised ? "" : " (not symbolised)");
	if (p->hz_used != p->hz)
		fprintf(f, "  profile: asked %d Hz, sampled at %d Hz, the kernel's perf_event_max_sample_rate\n",
			p->hz, p->hz_used);
}
