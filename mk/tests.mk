# Test suites.  Fragments append their phony targets to CHECK_TARGETS in the
# order they should run (cheap, host-independent suites first).
LIBZSFREE_OBJS := $(LIBZSFREE_SRCS:%.c=$(OUT)/obj/%.o)
$(LIBZSFREE): $(LIBZSFREE_OBJS)
	$(call msg,AR,$@)
	$(Q)$(AR) rcs $@ $^

# C unit tests: tests/unit/test_*.c, one binary each, run by tests/unit/run.
UNIT_SRCS := $(wildcard tests/unit/test_*.c)
UNIT_BINS := $(UNIT_SRCS:tests/unit/%.c=$(OUT)/tests/%)
$(OUT)/tests/%: $(OUT)/obj/tests/unit/%.o $(LIBZSFREE)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS_COMMON)

.PHONY: check-unit
check-unit: $(UNIT_BINS)
	$(Q)sh tests/unit/run $(UNIT_BINS)

CHECK_TARGETS := check-unit $(CHECK_TARGETS)
all: $(LIBZSFREE)

check: deps
	$(Q)$(MAKE) --no-print-directory all
	$(Q)sh tests/run-suites $(CHECK_TARGETS)

-include $(shell find $(OUT) -name '*.d' 2>/dev/null)
