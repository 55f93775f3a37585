# vm: QEMU runner, guest image, `make evaluate` and the VM tests.
#
#   make vm-image        static toolkit (STATIC=1 into build/ARCH-static) + initramfs
#                        (build/ARCH/vm/initramfs.cpio.gz; ARCH=arm64 for the
#                        qemu-system-aarch64 guest, with Debian's arm64 busybox)
#   make vm-image-bpftrace  the same with Debian's bpftrace added (below)
#   make evaluate        kernels, standard matrix in QEMU on every variant, report
#                        (ARCH=arm64: base, p1+2 and their 16K-page builds on arm64)
#                        (EVAL_ARGS="--accel icount --repeats 3 ..." passes options on)
#   make check-vm        the VM tests (boots the cached base kernel; builds it if missing)
#   make check-vm-distro zsprobe on Debian's x86 kernel, zsmalloc and zram as modules
#   make check-variants  every variant end to end in the VM: probes, drain worker,
#                        deferred-free counters balance, zram released
#   vm/run --help        run any guest script on any built kernel

VM_OUT   := build/$(ARCH)-static
VM_IMAGE := build/$(ARCH)/vm/initramfs.cpio.gz
EVAL_ARGS ?=

DEPS_PKGS += qemu-system-x86 busybox-static cpio jq gzip shellcheck bpftrace
ifeq ($(ARCH),arm64)
DEPS_PKGS += qemu-system-arm
endif

# The guest's busybox: the host's busybox-static, or for another arch the
# Debian package of that arch, downloaded and unpacked (not installed: it
# would replace the host's).
ifeq ($(ARCH),$(HOST_ARCH))
VM_BUSYBOX := /bin/busybox
else
VM_BUSYBOX := build/$(ARCH)/vm/busybox
$(VM_BUSYBOX):
	$(call msg,GET,busybox-static:$(ARCH))
	$(Q)sh vm/get-busybox $(ARCH) $@
endif

# The VM tests' own small workload: test code, so in tests/, not bin/; built
# with everything else, so that the static build puts it into the image
# (GUEST_TESTS: --test-bin below).
GUEST_TESTS += swapout-munmap
$(OUT)/tests/swapout-munmap: $(OUT)/obj/tests/vm/swapout-munmap.o
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@
all: $(OUT)/tests/swapout-munmap

.PHONY: vm-image evaluate check-vm check-vm-distro check-variants
# The toolkit (bin/) and the test programs the guest scripts call by name
# (GUEST_TESTS, built by `all` into tests/): in the guest under
# /opt/zsfree/build/ARCH/bin and .../tests, each linked from /usr/bin.
vm-image: $(filter-out /bin/busybox,$(VM_BUSYBOX))
	$(Q)$(MAKE) --no-print-directory OUT=$(VM_OUT) STATIC=1 all
	$(Q)$(call rm_moved_tests,$(VM_OUT))
	$(Q)sh vm/mkinitramfs -o $(VM_IMAGE) --arch $(ARCH) --busybox $(VM_BUSYBOX) --bin-dir $(VM_OUT)/bin \
		$(foreach t,$(GUEST_TESTS),--test-bin $(VM_OUT)/tests/$(t)) $(if $(wildcard workloads),--workloads workloads)

# The base image with Debian's bpftrace and its shared libraries added
# (vm/mklayer: a second cpio layer, about 69 MB gzipped, 200 MB unpacked),
# for the side-by-side cost in docs/zsprobe.md (OVERHEAD):
#   make vm-image-bpftrace  ->  build/ARCH/vm/initramfs-bpftrace.cpio.gz (vm/run -i)
# The layer is rebuilt only when bpftrace or vm/mklayer change; the image
# is the base image and the layer concatenated.  Host arch only (ldd).
VM_BT_LAYER := build/$(ARCH)/vm/bpftrace-layer.cpio.gz
VM_BT_IMAGE := build/$(ARCH)/vm/initramfs-bpftrace.cpio.gz
.PHONY: vm-image-bpftrace
$(VM_BT_LAYER): vm/mklayer $(wildcard /usr/bin/bpftrace)
	$(Q)[ "$(ARCH)" = "$(HOST_ARCH)" ] || { echo "vm-image-bpftrace: only for this host's arch ($(HOST_ARCH)): ldd lists its libraries" >&2; exit 1; }
	$(Q)command -v bpftrace >/dev/null || { echo "vm-image-bpftrace: bpftrace is not installed: apt-get install bpftrace" >&2; exit 1; }
	$(call msg,LAYER,$@)
	$(Q)sh vm/mklayer -o $@ bpftrace
vm-image-bpftrace: vm-image $(VM_BT_LAYER)
	$(Q)cat $(VM_IMAGE) $(VM_BT_LAYER) > $(VM_BT_IMAGE).tmp && mv $(VM_BT_IMAGE).tmp $(VM_BT_IMAGE)
	$(Q)echo "vm-image-bpftrace: $(VM_BT_IMAGE): $$(du -k $(VM_BT_IMAGE) | cut -f1) KB"


# ARCH=arm64: the same matrix on the arm64 kernels in qemu-system-aarch64
# (configs/standard.conf's arm64_* keys; docs/boards.md)
evaluate: deps vm-image
	$(Q)PYTHON=$(PYTHON) vm/evaluate --arch $(ARCH) $(if $(filter command line,$(origin VARIANTS)),--variants "$(VARIANTS)") $(EVAL_ARGS)

check-vm: vm-image
	$(Q)KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) sh tests/vm/run $(VM_OUT)/bin

CHECK_TARGETS += check-vm

# zsprobe on Debian 12's x86 kernel (zsmalloc, zram as modules; fetched, not built)
check-vm-distro: vm-image
	$(Q)sh tests/vm/distro

CHECK_TARGETS += check-vm-distro

check-variants: vm-image
	$(Q)KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) sh tests/vm/variants $(if $(filter command line,$(origin VARIANTS)),$(VARIANTS))

CHECK_TARGETS += check-variants
