// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe's hook table (user/zsprobe_hooks.c) and the questions the rest of
 * zsprobe asks about a group's chosen candidate.  Everything here goes by
 * what a candidate is (its label, its programs' kinds and targets), never by
 * its index, so a table reordered, grown or shrunk must still pass, and a
 * caller that picked a candidate by position would fail (the user-space poll
 * and the "no walk split" fallback are not at fixed places).
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "unit.h"
#include "zsprobe_priv.h"

/* the hook groups under test */
static struct zsp_hooks H;

/* the candidate of group gi with this exact label, -1 if none */
static int by_label(int gi, const char *label)
{
	for (int c = 0; c < H.g[gi].ncand; c++)
		if (!strcmp(H.g[gi].cand[c].label, label))
			return c;
	return -1;
}

static const char *kind_word(int kind)
{
	switch (kind) {
	case HK_FENTRY: return "fentry";
	case HK_FEXIT: return "fexit";
	case HK_TP_BTF: return "tp_btf";
	case HK_RAW_TP: return "raw_tp";
	case HK_TRACEPOINT: return "tracepoint";
	case HK_USER: return "poll";
	case HK_KPROBE: return "kprobe";
	case HK_KRETPROBE: return "kretprobe";
	}
	return "?";
}

/*
 * The label names target: "category/event" by its event, and the
 * workqueue events after the first by their name without "workqueue_"
 * ("tp_btf:workqueue_queue_work+execute_start+execute_end").
 */
static bool named(const char *label, const char *target)
{
	const char *ev;

	if (!target)
		return false;
	ev = strrchr(target, '/') ? strrchr(target, '/') + 1 : target;
	if (!strncmp(ev, "workqueue_", 10) && strstr(label, "workqueue_"))
		ev += 10;
	return strstr(label, ev) != NULL;
}

/* The metric each enum value stands for: the enum and the table agree by name. */
static void test_group_names(void)
{
	static const struct { int gi; const char *metric; } want[] = {
		{ G_TREE, "tree" }, { G_MUNMAP, "unmap.munmap" }, { G_WALK, "unmap" },
		{ G_EXIT_KILL, "unmap.exit_kill" }, { G_EXIT_GROUP, "unmap.exit_start" },
		{ G_EXIT_END, "unmap.exit_end" }, { G_ZSFREE, "zs_free" }, { G_BATCH, "drain.batches" },
		{ G_BATCH_TIME, "drain.object_ns" },
		{ G_DRAIN, "drain" }, { G_CPU, "cpu" }, { G_RELEASE, "release" }, { G_LOCK, "lock" },
	};

	build_groups(&H, NULL);
	CHECK(sizeof(want) / sizeof(want[0]) == G_NR);
	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++)
		CHECK_STR(H.g[want[i].gi].metric, want[i].metric);
}

/*
 * Every candidate's label names what it attaches: each program's kind and
 * target appear in it (a user-space condition's target only), and a label is never shared, so the label written to
 * the JSON is the hook that ran.  ncand counts exactly the table's entries.
 */
static void test_labels_match_programs(void)
{
	build_groups(&H, NULL);
	for (int gi = 0; gi < G_NR; gi++) {
		const struct hook_group *g = &H.g[gi];

		CHECK(g->ncand >= 1 && g->ncand <= HOOK_MAX_CANDS);
		CHECK(g->chosen == -1);
		for (int c = g->ncand; c < HOOK_MAX_CANDS; c++)
			CHECK(g->cand[c].label == NULL);
		for (int c = 0; c < g->ncand; c++) {
			const struct hook_cand *k = &g->cand[c];

			CHECK(k->label != NULL);
			if (!k->label)
				continue;
			CHECK(by_label(gi, k->label) == c);
			for (int i = 0; i < HOOK_MAX_PROGS && k->p[i].kind; i++) {
				const char *w = kind_word(k->p[i].kind);
				const char *t = k->p[i].target;

				/* a user-space check after a hook is a condition: its target is named, not "poll" */
				bool cond = k->p[i].kind == HK_USER && i > 0;

				if ((!cond && !strstr(k->label, w)) || !named(k->label, t)) {
					UNIT_DIAG("%s: candidate \"%s\" runs %s on %s", g->metric, k->label, w, t ? t : "?");
					unit_failures++;
				}
				CHECK((k->p[i].kind == HK_USER) == (k->p[i].prog == NULL));
			}
		}
	}
}

/* chosen_polls: true for the mm_stat poll wherever it sits, false for every BPF hook */
static void test_release_poll_by_name(void)
{
	int poll, n = 0;

	build_groups(&H, NULL);
	poll = by_label(G_RELEASE, "poll:mm_stat");
	CHECK(poll >= 0);
	CHECK(find_cand(&H.g[G_RELEASE], HK_USER, "mm_stat") == poll);
	for (int c = 0; c < H.g[G_RELEASE].ncand; c++) {
		H.g[G_RELEASE].chosen = c;
		if (chosen_polls(&H, G_RELEASE)) {
			n++;
			CHECK(c == poll);
			CHECK(!chosen_attaches(&H, G_RELEASE));
		} else {
			/* entry-only hooks: the kprobe twin needs no kretprobe and no map of arguments */
			CHECK(!strncmp(chosen_label(&H, G_RELEASE), "fentry:", 7) ||
			      !strncmp(chosen_label(&H, G_RELEASE), "kprobe:", 7));
			CHECK(chosen_attaches(&H, G_RELEASE));
		}
	}
	CHECK(n == 1);
	H.g[G_RELEASE].chosen = -1;
	CHECK(!chosen_polls(&H, G_RELEASE) && !chosen_attaches(&H, G_RELEASE));

	/* --zram names the device in the poll's label, and only there */
	build_groups(&H, "zram3");
	CHECK_STR(H.g[G_RELEASE].cand[poll].label, "poll:/sys/block/zram3/mm_stat");
	CHECK(by_label(G_RELEASE, "poll:mm_stat") == -1);
	for (int c = 0; c < H.g[G_RELEASE].ncand; c++)
		if (c != poll)
			CHECK(strstr(H.g[G_RELEASE].cand[c].label, "zram3") == NULL);
}

/* chosen_attaches: false only for the walk group's "no walk split" fallback */
static void test_walk_split_by_name(void)
{
	int none;

	build_groups(&H, NULL);
	none = by_label(G_WALK, "munmap/exit hooks only (no walk split)");
	CHECK(none >= 0);
	for (int c = 0; c < H.g[G_WALK].ncand; c++) {
		H.g[G_WALK].chosen = c;
		CHECK(chosen_attaches(&H, G_WALK) == (c != none));
		CHECK(!chosen_polls(&H, G_WALK));
		/* every other candidate attaches to a function: fentry or its kprobe twin */
		if (c != none)
			CHECK(!strncmp(chosen_label(&H, G_WALK), "fentry+fexit:", 13) ||
			      !strncmp(chosen_label(&H, G_WALK), "kprobe+kretprobe:", 17));
	}
}

/* zs_free is measured at the full level only, with entry and exit (the latency) */
static void test_zs_free_has_exit(void)
{
	build_groups(&H, NULL);
	CHECK(by_label(G_ZSFREE, "fentry+fexit:zs_free") >= 0);
	CHECK(by_label(G_ZSFREE, "kprobe+kretprobe:zs_free") >= 0);
	for (int c = 0; c < H.g[G_ZSFREE].ncand; c++) {
		H.g[G_ZSFREE].chosen = c;
		CHECK(chosen_uses(&H, G_ZSFREE, "zsfree_exit") || chosen_uses(&H, G_ZSFREE, "zsfree_kretprobe"));
	}
}

/* the first candidate of gi whose label contains word, -1 if none */
static int first_with(int gi, const char *word)
{
	for (int c = 0; c < H.g[gi].ncand; c++)
		if (strstr(H.g[gi].cand[c].label, word))
			return c;
	return -1;
}

/*
 * Enabling any syscall tracepoint sends every task's syscalls through the
 * trace slow path: munmap and the exit's start try the mmap_lock and
 * sched_process_exit tracepoints before any syscall tracepoint.
 */
static void test_syscall_tracepoints_last(void)
{
	build_groups(&H, NULL);
	CHECK(first_with(G_MUNMAP, "mmap_lock_start_locking") >= 0);
	CHECK(first_with(G_MUNMAP, "syscalls/") >= 0);
	CHECK(first_with(G_MUNMAP, "mmap_lock_start_locking") < first_with(G_MUNMAP, "syscalls/"));
	CHECK(first_with(G_MUNMAP, "mmap_lock_start_locking") < first_with(G_MUNMAP, "sys_enter"));
	CHECK(first_with(G_EXIT_GROUP, "sched_process_exit") >= 0);
	CHECK(first_with(G_EXIT_GROUP, "sched_process_exit") < first_with(G_EXIT_GROUP, "syscalls/"));
}

/* sched_process_exit is a start only where it fires before exit_mm() (6.16+: two arguments) */
static void test_process_exit_needs_its_new_place(void)
{
	struct hook_facts old = { .sched_exit_nargs = 1 }, now = { .sched_exit_nargs = 2 };
	struct hook_facts unknown = { .sched_exit_nargs = -2 };
	const char *t = "sched_process_exit (before exit_mm)";
	char why[192] = "";

	CHECK(user_check(t, &now, why, sizeof(why)) == 0);
	CHECK(user_check(t, &old, why, sizeof(why)) == -1);
	CHECK(strstr(why, "after exit_mm()") != NULL && strstr(why, "6.16") != NULL);
	CHECK(user_check(t, &unknown, why, sizeof(why)) == -1);
	CHECK(user_check(t, NULL, why, sizeof(why)) == -1);
	CHECK(strstr(why, "not in the kernel's BTF") != NULL);
}

int main(void)
{
	RUN(test_group_names);
	RUN(test_labels_match_programs);
	RUN(test_release_poll_by_name);
	RUN(test_walk_split_by_name);
	RUN(test_zs_free_has_exit);
	RUN(test_syscall_tracepoints_last);
	RUN(test_process_exit_needs_its_new_place);
	return unit_done();
}
