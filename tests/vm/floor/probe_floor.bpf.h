/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kprobe session's kfuncs (kernel/trace/bpf_trace.c, 6.10+), which
 * Debian 12's libbpf 1.1 headers do not declare; weak, so that the object
 * loads where the session program is not loaded.
 */
#ifndef PROBE_FLOOR_BPF_H
#define PROBE_FLOOR_BPF_H

extern bool bpf_session_is_return(void) __ksym __weak;
extern __u64 *bpf_session_cookie(void) __ksym __weak;

#endif
