# Shared user-space helpers (user/*.h), linked into every program as
# libzsfree.a: their one list and the archive's rule.  Pure C, unit-tested
# without libbpf.
LIBZSFREE_SRCS := user/json.c user/stats.c user/cli.c user/procfs.c user/units.c user/zlock.c \
	user/probe_resolve.c user/symtab.c user/hist.c user/release.c user/cgroup_path.c
LIBZSFREE := $(OUT)/libzsfree.a
LIBZSFREE_OBJS := $(LIBZSFREE_SRCS:%.c=$(OUT)/obj/%.o)
LDLIBS_COMMON := -lm

$(OUT)/obj/%.o: %.c
	$(call msg,CC,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

# Cross builds: Debian's cross compiler and the target's C library (multiarch).
ifneq ($(ARCH),$(HOST_ARCH))
DEPS_PKGS += gcc-$(TARGET_TRIPLET) libc6-dev:$(ARCH)
endif

$(LIBZSFREE): $(LIBZSFREE_OBJS)
	$(call msg,AR,$@)
	$(Q)$(AR) rcs $@ $^
