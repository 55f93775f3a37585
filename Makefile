# zsfree-eval top-level Makefile.
#
# Each part of the toolkit owns one fragment under mk/ (mk/<part>.mk); this
# file only sets the shared toolchain and flags and includes them, so that
# parts can grow without touching each other's rules.
#
#   make                 build every C program (BPF objects, skeletons, loaders, workloads)
#   make STATIC=1        static binaries for a VM image or a board
#   make ARCH=arm64 CROSS_COMPILE=aarch64-linux-gnu- STATIC=1
#                        static aarch64 binaries on x86 (README "Boards")
#   make bundle ARCH=arm64   one tarball to run on a test board (docs/boards.md)
#   make check           the test suite (what .ci/run calls)
#   make evaluate        the main job: kernels, VM runs, results, report
#   make V=1             show full commands

.DEFAULT_GOAL := all
.DELETE_ON_ERROR:
.SECONDARY:

# Host architecture -> kernel ARCH name (bcc's map); ARCH=arm64 cross-builds.
HOST_ARCH := $(shell uname -m | sed -e 's/x86_64/x86/' -e 's/aarch64/arm64/')
ARCH ?= $(HOST_ARCH)
ifeq ($(filter x86 arm64,$(ARCH)),)
$(error unsupported ARCH=$(ARCH): use x86 or arm64)
endif

# Building for another architecture defaults to Debian's cross toolchain.
ifeq ($(ARCH),$(HOST_ARCH))
CROSS_COMPILE ?=
else
CROSS_COMPILE ?= $(if $(filter arm64,$(ARCH)),aarch64-linux-gnu-,x86_64-linux-gnu-)
endif
CC      := $(CROSS_COMPILE)gcc
AR      := $(CROSS_COMPILE)ar
CLANG   ?= clang
BPFTOOL ?= bpftool
PYTHON  ?= /usr/bin/python3

# Static and dynamic builds never share objects: build/<arch>[-static].
OUT     := build/$(ARCH)$(if $(filter 1,$(STATIC)),-static)
BINDIR  := $(OUT)/bin
# Test programs build into $(OUT)/tests, never $(BINDIR): bin/ is the
# toolkit, which the VM image and the board bundle take whole.  Each fragment
# adds the test programs that guest scripts run by name to GUEST_TESTS;
# make vm-image packs them (vm/mkinitramfs --test-bin), make bundle does not.
GUEST_TESTS :=
# rm_moved_tests DIR: their copies in DIR/bin from a build made before they
# moved to tests/ (the image and the bundle would still ship those)
rm_moved_tests = rm -f $(GUEST_TESTS:%=$(1)/bin/%)
# Debian multiarch triplet of the target: its libraries and headers.
TARGET_TRIPLET := $(if $(filter arm64,$(ARCH)),aarch64-linux-gnu,x86_64-linux-gnu)

CFLAGS  ?= -O2 -g
CFLAGS  += -std=gnu11 -Wall -Wextra -Werror -MMD -MP
CPPFLAGS += -Iuser -I$(OUT)
LDLIBS  :=
ifeq ($(STATIC),1)
LDFLAGS += -static
endif

ifeq ($(V),1)
Q :=
msg :=
else
Q := @
msg = @printf '  %-8s %s\n' "$(1)" "$(2)";
endif

all:

include mk/deps.mk
include mk/common.mk
include mk/workloads.mk
include mk/faults.mk
include mk/bpf.mk
include mk/analysis.mk
include mk/kernels.mk
include mk/vm.mk
include mk/experiments.mk
include mk/patches.mk
include mk/lava.mk
include mk/boards.mk
include mk/tests.mk

.PHONY: all clean check evaluate
clean:
	$(Q)rm -rf build
