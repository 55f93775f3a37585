// SPDX-License-Identifier: GPL-2.0
/*
 * CPU profile: a program on a perf event per CPU (hardware cycles, or the
 * cpu-clock software event where there is no PMU, as under QEMU TCG)
 * samples the kernel and user stacks of the traced tree and of the drain
 * worker while it runs a drain (the `drains` map the worker probe keeps,
 * bpf/worker.bpf.c), and counts each (pid, role, kernel stack, user stack)
 * in prof_counts; user space symbolises the stacks (user/profile_sym.c for
 * kernel frames, user/profile_usym.c for the user frames' build ids).
 * The idea is that of bcc's profile tool (tools/profile.py).
 */
#include "state.bpf.h"
#include "profile.h"

#ifndef ENOENT
#define ENOENT 2
#endif
#ifndef EFAULT
#define EFAULT 14
#endif
#ifndef EEXIST
#define EEXIST 17
#endif

/* kernel stacks: ZSP_PROF_DEPTH addresses, leaf first, zero-filled */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, ZSP_PROF_STACKS);
	__type(key, __u64);
	__uint(value_size, ZSP_PROF_DEPTH * sizeof(__u64));
} prof_stacks SEC(".maps");

/* user stacks: ZSP_PROF_UDEPTH (build id, file offset) frames, leaf first */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, ZSP_PROF_USTACKS);
	__type(key, __u64);
	__uint(value_size, ZSP_PROF_UDEPTH * sizeof(struct bpf_stack_build_id));
} prof_ustacks SEC(".maps");

/* where a sample's stack is written before it is hashed (1 KB: not on the BPF stack) */
struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__uint(value_size, ZSP_PROF_BUF_WORDS * sizeof(__u64));
} prof_buf SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(max_entries, ZSP_PROF_KEYS);
	__type(key, struct zsp_prof_key);
	__type(value, __u64);
} prof_counts SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__uint(max_entries, ZSP_PROF_CNT_NR);
	__type(key, __u32);
	__type(value, __u64);
} prof_cnt SEC(".maps");

static __always_inline void prof_add(__u32 idx)
{
	__u64 *c = bpf_map_lookup_elem(&prof_cnt, &idx);

	if (c)
		*c += 1;
}

/* 64 bits of the frames, mixed a word at a time (splitmix64's multiplier). */
static __always_inline __u64 frames_hash(const __u64 *w, __u32 words)
{
	__u64 h = words;

	for (__u32 i = 0; i < ZSP_PROF_BUF_WORDS && i < words; i++) {
		h = (h ^ w[i]) * 0x9e3779b97f4a7c15ULL;
		h ^= h >> 31;
	}
	return h;
}

/*
 * The current stack (user with BPF_F_USER_STACK | BPF_F_USER_BUILD_ID) into
 * map under the hash of its frames; 0 and *hash, or -EFAULT for no stack,
 * or -errno when it was not stored.  Storing by content, not in a
 * stack-trace map, means two stacks never contend for one bucket.
 */
static __always_inline int store_stack(void *ctx, void *map, __u32 size, __u64 flags, __u64 *hash)
{
	__u32 zero = 0;
	__u64 *buf = bpf_map_lookup_elem(&prof_buf, &zero);
	int n, err;

	if (!buf)
		return -ENOENT;
	/* the helper zero-fills the rest of the buffer up to size */
	n = (int)bpf_get_stack(ctx, buf, size, flags);
	if (n <= 0)
		return n == 0 ? -EFAULT : n;
	*hash = frames_hash(buf, size / sizeof(__u64));
	/*
	 * Compared as an int: older kernels' map update (bpf_map_ops) returns
	 * an int, whose -EEXIST a 64-bit compare reads as 4294967279 (seen on
	 * Debian's 6.1; bcc pull request 4488, "libbpf-tools: match update
	 * return type in bpf_map_try_or_init()").
	 */
	err = (int)bpf_map_update_elem(map, hash, buf, BPF_NOEXIST);
	return err == -EEXIST ? 0 : err;
}

SEC("perf_event")
int profile_sample(struct bpf_perf_event_data *ctx)
{
	__u64 id = bpf_get_current_pid_tgid(), one = 1, *n;
	__u32 tid = (__u32)id, tgid = (__u32)(id >> 32);
	const struct zsp_config *c = cfg();
	struct zsp_prof_key k = {};

	if (!c || !tid)
		return 0;
	if (bpf_map_lookup_elem(&drains, &tid)) {
		k.role = ZSP_PROF_WORKER;
		k.pid = tid;
	} else if (is_traced(c, tgid)) {
		k.role = ZSP_PROF_TASK;
		k.pid = tgid;
	} else {
		return 0;
	}
	prof_add(ZSP_PROF_SAMPLES);
	k.kerr = store_stack(ctx, &prof_stacks, ZSP_PROF_DEPTH * sizeof(__u64), 0, &k.kstack);
	if (k.kerr < 0 && k.kerr != -EFAULT)
		prof_add(ZSP_PROF_KSTACK_LOST);
	k.uerr = -1;
	if (k.role == ZSP_PROF_TASK) {
		k.uerr = store_stack(ctx, &prof_ustacks, ZSP_PROF_UDEPTH * sizeof(struct bpf_stack_build_id),
				     BPF_F_USER_STACK | BPF_F_USER_BUILD_ID, &k.ustack);
		if (k.uerr < 0 && k.uerr != -EFAULT)
			prof_add(ZSP_PROF_USTACK_LOST);
	}
	n = bpf_map_lookup_elem(&prof_counts, &k);
	if (!n && bpf_map_update_elem(&prof_counts, &k, &one, BPF_NOEXIST)) {
		n = bpf_map_lookup_elem(&prof_counts, &k);	/* another CPU inserted it first */
		if (!n)
			prof_add(ZSP_PROF_KEYS_FULL);
	} else if (!n) {
		return 0;
	}
	if (n)
		__sync_fetch_and_add(n, 1);
	return 0;
}
