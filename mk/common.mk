# Shared user-space helpers (user/*.h), linked into every program as
# libzsfree.a.  Other fragments may append to LIBZSFREE_SRCS; the archive rule
# itself is in mk/tests.mk, included last, so it sees every append.
LIBZSFREE_SRCS += user/json.c user/stats.c user/cli.c
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
