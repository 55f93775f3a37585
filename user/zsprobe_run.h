/* SPDX-License-Identifier: GPL-2.0 */
/*
 * One run of zsprobe as phases over one context (struct zsp_run), in the
 * order main() calls them (user/zsprobe.c): parse the options
 * (zsprobe_opts.c), set up and resolve every metric's hook, load only the
 * chosen programs (zsprobe_load.c), fork COMMAND held on a pipe, attach,
 * let it run and measure until it is done and the free path is quiet,
 * detach (zsprobe_measure.c), collect every map and the events into the
 * snapshot, emit it (zsprobe_json.c, zsprobe_report.c) and clean up.
 *
 * A new part of the probe (its own BPF source, e.g. a CPU profile) keeps
 * its state in a member of struct zsp_run and hooks into the phases in
 * main(): after zsp_load() (its maps exist), after zsp_attach() and in
 * collect() (its snapshot), and in release_all().
 */
#ifndef ZSPROBE_RUN_H
#define ZSPROBE_RUN_H

#include <signal.h>
#include <stdint.h>
#include <sys/types.h>

#include "probe_attach.h"
#include "probe_resolve.h"
#include "zsprobe_collect.h"
#include "zsprobe_events.h"
#include "zsprobe_out.h"
#include "zsprobe_priv.h"

struct zsprobe;
struct ring_buffer;
struct bpf_link;
struct btf;

#define ZSP_MAX_LINKS 64

/* Everything one run of zsprobe holds, from set-up to the report. */
struct zsp_run {
	struct opts opt;		/* the command line */
	struct zsp_hooks hooks;		/* every metric's hook group, resolved */
	struct zsprobe *skel;
	struct ring_buffer *rb;
	struct probe_env env;
	struct attach_ctx actx;
	struct btf *vmlinux;
	struct results r;
	struct zsp_maps maps;		/* what collection reads, set after load */
	struct zsp_events ev;		/* what the ring buffer and the mm_stat polling gathered */
	unsigned long long drain_addr;
	int gopipe[2], errpipe[2];	/* COMMAND waits on gopipe; errpipe carries exec's errno */
	pid_t child;			/* COMMAND, -1 without one */
	int mmfd;			/* mm_stat when release is polled, else -1 */
	uint64_t end_at;		/* end of a -d window, 0 if none */
	uint64_t child_done_at;		/* COMMAND reaped */
	uint64_t stop_at;		/* a signal or -d told COMMAND to stop */
	uint64_t last_activity, activity_at;	/* settle phase: free-path movement */
	uint64_t backlog, backlog_at;	/* the deferred backlog, read at most every 10 ms */
	struct hook_facts facts;	/* user_check()'s view of the kernel */
	struct zsp_output output;	/* the report's destination, opened at set-up */
	pid_t cmd_pid;			/* COMMAND while it is not reaped, else -1 */
	struct bpf_link *links[ZSP_MAX_LINKS];
	int nlinks;
	bool attached;			/* zsp_attach() ran: ok() says what attached */
};

/* One line "zsprobe: ..." on stderr, exit 1. */
void zsp_die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
/* The options into o; a usage error is one line and exit 1. */
void zsp_parse_args(struct opts *o, int argc, char **argv);

/* zsprobe_load.c: phases 1-3 */
void zsp_setup(struct zsp_run *z);
void zsp_resolve(struct zsp_run *z);
void zsp_load(struct zsp_run *z);
/* The probes' configuration into their map: after the load, again after the attach. */
void zsp_write_config(struct zsp_run *z);

/* zsprobe_measure.c: phases 4-5 */
/* Signals stop the measurement from here on; the signal that did, 0 if none. */
void zsp_catch_signals(void);
int zsp_got_signal(void);
/* At exit: COMMAND killed and reaped, an uncommitted output dropped. */
void zsp_guard(struct zsp_run *z);
void zsp_fork_command(struct zsp_run *z);
void zsp_attach(struct zsp_run *z);
void zsp_start(struct zsp_run *z);
/* One turn of the measurement loop; false when the window closes. */
bool zsp_measure_once(struct zsp_run *z);
void zsp_finish(struct zsp_run *z);

#endif
