# Shared user-space helpers (user/*.h), linked into every program as
# libzsfree.a: their one list.  Pure C, unit-tested without libbpf.  The
# archive rule is in mk/tests.mk.
LIBZSFREE_SRCS := user/json.c user/stats.c user/cli.c user/procfs.c user/units.c user/zlock.c \
	user/probe_resolve.c user/symtab.c user/hist.c user/release.c user/cgroup_path.c
LIBZSFREE := $(OUT)/libzsfree.a
LDLIBS_COMMON := -lm

$(OUT)/obj/%.o: %.c
	$(call msg,CC,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

# Cross builds: Debian's cross compiler and the target's C library (multiarch).
ifneq ($(ARCH),$(HOST_ARCH))
DEPS_PKGS += gcc-$(TARGET_TRIPLET) libc6-dev:$(ARCH)
endif
