# bpf: zsprobe, the CO-RE BPF collector.
#
#   bpf/*.bpf.c (one source per metric) --clang -target bpf--> $(OUT)/bpf/parts/*.o
#        --bpftool gen object--> $(OUT)/bpf/zsprobe.o --gen skeleton--> $(OUT)/zsprobe.skel.h
#   user/zsprobe{,_opts,_load,_measure,_hooks,_events,_collect,_report,_json,_out}.c + user/probe_attach.c + user/zs_btf.c
#        + libzsfree.a + libbpf
#        -> $(BINDIR)/zsprobe
#
# vmlinux.h is committed per architecture under bpf/vmlinux/$(ARCH)/ (its
# first lines name the kernel it was dumped from); CO-RE relocates every
# field by name on the running kernel.  `make vmlinux` regenerates it from
# the running kernel's BTF.  STATIC=1 links libbpf.a/libelf.a/libz.a so the
# binary runs in a busybox initramfs.  Cross builds set ARCH and
# CROSS_COMPILE; the BPF object itself only depends on ARCH
# (-D__TARGET_ARCH_*), and LIBBPF_LDLIBS/LIBBPF_CFLAGS can point at the
# target's libbpf.

DEPS_PKGS += clang bpftool libbpf-dev libelf-dev zlib1g-dev libzstd-dev jq
ifneq ($(ARCH),$(HOST_ARCH))
# Cross build: the target's libbpf and its static dependencies via multiarch
# (scripts/ensure-deps adds the foreign architecture first).
DEPS_PKGS += libbpf-dev:$(ARCH) libelf-dev:$(ARCH) zlib1g-dev:$(ARCH) libzstd-dev:$(ARCH)
endif

BPF_VMLINUX_DIR := bpf/vmlinux/$(ARCH)
BPF_CFLAGS := -g -O2 -target bpf -D__TARGET_ARCH_$(ARCH) -Wall -Wextra -Werror \
	-Wno-unused-parameter -I$(BPF_VMLINUX_DIR) -Ibpf -MMD -MP
# System include dirs of the host clang, after the BPF ones (asm/types.h on Debian).
BPF_SYS_INCLUDES := $(shell $(CLANG) -v -E - </dev/null 2>&1 | \
	sed -n '/<...> search starts here:/,/End of search list./{ s| \(/.*\)|-idirafter \1|p }')
BPF_SYS_INCLUDES += -idirafter /usr/include/$(TARGET_TRIPLET)

LIBBPF_CFLAGS ?=
LIBBPF_LDLIBS ?= -lbpf -lelf -lz
ifeq ($(STATIC),1)
# Debian's static libelf may pull in zstd when elfutils was built with it.
# Ask the target's compiler, not a wildcard over every multiarch directory:
# an installed libzstd.a of another architecture must not add -lzstd here.
LIBBPF_LDLIBS += $(if $(filter /%,$(shell $(CC) -print-file-name=libzstd.a)),-lzstd)
endif

# The CPU profile (issue 29): BPF side, symboliser, emitters.
ZSPROBE_PROFILE_OBJS := $(OUT)/obj/user/profile.o $(OUT)/obj/user/profile_sym.o $(OUT)/obj/user/profile_usym.o \
	$(OUT)/obj/user/profile_json.o
ZSPROBE_OBJS := $(OUT)/obj/user/zsprobe.o $(OUT)/obj/user/zsprobe_opts.o $(OUT)/obj/user/zsprobe_load.o \
	$(OUT)/obj/user/zsprobe_measure.o $(OUT)/obj/user/zsprobe_hooks.o \
	$(OUT)/obj/user/zsprobe_report.o $(OUT)/obj/user/zsprobe_json.o $(OUT)/obj/user/zsprobe_collect.o \
	$(OUT)/obj/user/zsprobe_events.o $(OUT)/obj/user/zsprobe_out.o $(OUT)/obj/user/probe_attach.o \
	$(OUT)/obj/user/zs_btf.o $(ZSPROBE_PROFILE_OBJS)

# The unit test of zs_btf.c builds BTF in memory with libbpf's API.
$(OUT)/tests/test_zs_btf: $(OUT)/obj/user/zs_btf.o
$(OUT)/tests/test_zs_btf: LDLIBS_COMMON += $(LIBBPF_LDLIBS)
# ... and so does the attach-target lookup's (user/probe_attach.c; it calls
# libzsfree helpers, named again after it).
$(OUT)/tests/test_probe_attach: $(OUT)/obj/user/probe_attach.o
$(OUT)/tests/test_probe_attach: LDLIBS_COMMON += $(LIBZSFREE) $(LIBBPF_LDLIBS)

# The hook table is unit-tested by what its candidates are, not where they
# sit (tests/unit/test_zsprobe_hooks.c); it needs no libbpf.
$(OUT)/tests/test_zsprobe_hooks: $(OUT)/obj/tests/unit/test_zsprobe_hooks.o $(OUT)/obj/user/zsprobe_hooks.o $(LIBZSFREE)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS_COMMON)

# The ring-buffer consumer is unit-tested on hand-made records; it needs no libbpf.
$(OUT)/tests/test_zsprobe_events: $(OUT)/obj/user/zsprobe_events.o

# Collection is unit-tested on BPF maps the test makes (root; skipped without).
$(OUT)/tests/test_zsprobe_collect: $(OUT)/obj/user/zsprobe_collect.o $(OUT)/obj/user/zsprobe_events.o
$(OUT)/tests/test_zsprobe_collect: LDLIBS_COMMON += $(LIBZSFREE) $(LIBBPF_LDLIBS)
$(OUT)/obj/tests/unit/test_zsprobe_collect.o: CPPFLAGS += $(LIBBPF_CFLAGS)

# The CPU profile's symboliser is unit-tested on a made-up kallsyms; no libbpf.
$(OUT)/tests/test_profile_sym: $(OUT)/obj/user/profile_sym.o
# ... and the user frames' on the test's own ELF file (libelf).
$(OUT)/tests/test_profile_usym: $(OUT)/obj/user/profile_usym.o
$(OUT)/tests/test_profile_usym: LDLIBS_COMMON += $(LIBBPF_LDLIBS)

# The resolver's tests run on zsprobe's own hook table, not a copy of it.
$(OUT)/tests/test_probe_resolve: $(OUT)/obj/tests/unit/test_probe_resolve.o $(OUT)/obj/user/zsprobe_hooks.o \
		$(LIBZSFREE)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS_COMMON)

# The emitters are unit-tested on a fixture snapshot (tests/unit/test_zsprobe_report.c),
# without libbpf: they make no BPF calls.
$(OUT)/tests/test_zsprobe_report: $(OUT)/obj/tests/unit/test_zsprobe_report.o $(OUT)/obj/user/zsprobe_report.o \
		$(OUT)/obj/user/zsprobe_json.o $(OUT)/obj/user/profile_json.o \
		$(OUT)/obj/user/zsprobe_hooks.o $(LIBZSFREE)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS_COMMON)

$(BPF_VMLINUX_DIR)/vmlinux.h:
	$(error $@ is missing: generate it with `make vmlinux ARCH=$(ARCH) BTF=path/to/vmlinux.btf` and commit it)

# The BPF sources, one per metric, sharing bpf/zsprobe.bpf.h (zsp_maps.bpf.c
# defines the shared maps the others declare extern).
ZSPROBE_BPF_SRCS := bpf/zsp_maps.bpf.c bpf/tree.bpf.c bpf/unmap.bpf.c bpf/zsfree.bpf.c \
	bpf/drain.bpf.c bpf/worker.bpf.c bpf/release.bpf.c bpf/lock.bpf.c \
	bpf/profile.bpf.c
ZSPROBE_BPF_PARTS := $(ZSPROBE_BPF_SRCS:bpf/%.bpf.c=$(OUT)/bpf/parts/%.o)

# -MT: the dependency file names the object make builds, so that a changed
# bpf/*.h rebuilds it.
$(OUT)/bpf/parts/%.o: bpf/%.bpf.c $(BPF_VMLINUX_DIR)/vmlinux.h
	$(call msg,BPF,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CLANG) $(BPF_CFLAGS) $(BPF_SYS_INCLUDES) -MF $(@:.o=.d) -MT $@ -c $< -o $@

# One object: the static linker merges the extern maps with their definitions.
$(OUT)/bpf/zsprobe.o: $(ZSPROBE_BPF_PARTS)
	$(call msg,BPF-LINK,$@)
	$(Q)$(BPFTOOL) gen object $@ $^

$(OUT)/%.skel.h: $(OUT)/bpf/%.o
	$(call msg,GEN-SKEL,$@)
	$(Q)$(BPFTOOL) gen skeleton $< name $* > $@

$(ZSPROBE_OBJS): CPPFLAGS += $(LIBBPF_CFLAGS)
$(OUT)/obj/user/zsprobe.o $(OUT)/obj/user/zsprobe_load.o $(OUT)/obj/user/zsprobe_measure.o: $(OUT)/zsprobe.skel.h

# Relink when switching between STATIC=1 and a dynamic build in the same OUT.
# The stamp holds the link mode and is rewritten only when it changes (a
# missing-file stamp would not do: the top Makefile marks all targets
# .SECONDARY).
ZSPROBE_LINK_MODE := $(if $(filter 1,$(STATIC)),static,dynamic) $(LIBBPF_LDLIBS)
ZSPROBE_LINK_STAMP := $(OUT)/.zsprobe-link
$(ZSPROBE_LINK_STAMP): FORCE
	$(Q)mkdir -p $(@D)
	$(Q)[ "$$(cat $@ 2>/dev/null)" = "$(ZSPROBE_LINK_MODE)" ] || echo "$(ZSPROBE_LINK_MODE)" > $@
.PHONY: FORCE
FORCE:

$(BINDIR)/zsprobe: $(ZSPROBE_OBJS) $(LIBZSFREE) $(ZSPROBE_LINK_STAMP)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $(filter-out $(ZSPROBE_LINK_STAMP),$^) -o $@ $(LIBBPF_LDLIBS) $(LDLIBS_COMMON)

# A minimal self-timed munmap/exit workload: the host probe tests compare
# zsprobe's figures with its own timing (tests/integration/probes/run).
$(OUT)/tests/munmap-once: $(OUT)/obj/tests/integration/probes/munmap-once.o $(LIBZSFREE) $(ZSPROBE_LINK_STAMP)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $(filter-out $(ZSPROBE_LINK_STAMP),$^) -o $@ $(LDLIBS_COMMON)

# The per-syscall / per-context-switch cost of each probe level
# (tests/integration/probes/syscall-overhead): test code, so in tests/, not
# bin/; built with everything else so that the VM image takes it
# (vm/mkinitramfs --test-bin, mk/vm.mk).
$(OUT)/tests/syscall-cost: $(OUT)/obj/tests/integration/probes/syscall-cost.o
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@

GUEST_TESTS += syscall-cost
all: $(BINDIR)/zsprobe $(OUT)/tests/syscall-cost

# The floor under zsprobe's per-object probes (docs/zsprobe.md, OVERHEAD):
# counting programs on zs_free() by each attach mechanism
# (tests/vm/guest/probe-floor.sh runs it in the VM); test code, in tests/.
$(OUT)/bpf/probe_floor.o: tests/vm/floor/probe_floor.bpf.c $(BPF_VMLINUX_DIR)/vmlinux.h
	$(call msg,BPF,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CLANG) $(BPF_CFLAGS) $(BPF_SYS_INCLUDES) -MF $(@:.o=.d) -MT $@ -c $< -o $@
$(OUT)/obj/tests/vm/floor/probe-floor.o: $(OUT)/probe_floor.skel.h
$(OUT)/obj/tests/vm/floor/probe-floor.o: CPPFLAGS += $(LIBBPF_CFLAGS)
$(OUT)/tests/probe-floor: $(OUT)/obj/tests/vm/floor/probe-floor.o $(ZSPROBE_LINK_STAMP)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $(filter-out $(ZSPROBE_LINK_STAMP),$^) -o $@ $(LIBBPF_LDLIBS) $(LDLIBS_COMMON)
GUEST_TESTS += probe-floor
all: $(OUT)/tests/probe-floor

.PHONY: vmlinux check-probes-host probes-vm-smoke
# make vmlinux [ARCH=arm64] [BTF=file] [KRELEASE=str]: regenerate the header
# from the running kernel's BTF, a BTF copied from a board, or one of our
# kernel cache entries (build/kernels/arm64/base/vmlinux.btf); a BTF of
# another arch is refused.
BTF ?= /sys/kernel/btf/vmlinux
KRELEASE ?=
vmlinux:
	$(Q)BPFTOOL=$(BPFTOOL) sh scripts/vmlinux-header $(ARCH) $(BPF_VMLINUX_DIR)/vmlinux.h "$(BTF)" "$(KRELEASE)"

# Host integration: needs root and BPF tracepoints; uses zram0 under the lock.
check-probes-host: $(BINDIR)/zsprobe $(OUT)/tests/munmap-once $(BINDIR)/munmap-bench
	$(Q)sh tests/integration/probes/run $(BINDIR)/zsprobe $(OUT)/tests/munmap-once $(BINDIR)/munmap-bench

CHECK_TARGETS += check-probes-host

# zsprobe --profile on this host (cpu-clock perf events; zram0 under its lock).
.PHONY: check-profile-host
check-profile-host: $(BINDIR)/zsprobe $(BINDIR)/munmap-bench
	$(Q)sh tests/integration/probes/profile $(BINDIR)/zsprobe $(BINDIR)/munmap-bench

CHECK_TARGETS += check-profile-host

# zsprobe --profile on our base kernel in the VM (cpu-clock under TCG);
# PROFILE_KERNEL picks another cached kernel.
PROFILE_KERNEL ?= base
.PHONY: check-profile-vm
check-profile-vm: vm-image
	$(Q)sh tests/vm/profile $(PROFILE_KERNEL) $(ARCH)

CHECK_TARGETS += check-profile-vm

# The full probe set on a fentry-capable kernel under QEMU, without vm/:
#   make STATIC=1 probes-vm-smoke KERNEL=/var/cache/zsfree-eval/kernels/base-*/bzImage
probes-vm-smoke: $(BINDIR)/zsprobe $(OUT)/tests/munmap-once
	$(Q)[ -n "$(KERNEL)" ] || { echo "probes-vm-smoke: set KERNEL=path/to/bzImage"; exit 1; }
	$(Q)sh tests/integration/probes/vm-smoke $(KERNEL) $(BINDIR)/zsprobe $(OUT)/tests/munmap-once
