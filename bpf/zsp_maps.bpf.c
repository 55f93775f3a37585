// SPDX-License-Identifier: GPL-2.0
/*
 * zsprobe's shared maps, defined once: the other sources declare them
 * extern (zsprobe.bpf.h, state.bpf.h) and bpftool gen object links them
 * all into one object.
 */
#define ZSP_MAPS_HERE
#include "state.bpf.h"

char LICENSE[] SEC("license") = "GPL";
