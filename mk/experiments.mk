# Experiments that answer the reviewers (issue 7): samplers and tenants in C,
# the experiment scripts in workloads/experiments/.
EXP_PROGS := release-sampler tenant alloc-touch
EXP_BINS := $(EXP_PROGS:%=$(BINDIR)/%)

$(BINDIR)/%: $(OUT)/obj/workloads/experiments/%.o $(LIBZSFREE)
	$(call msg,LD,$@)
	$(Q)mkdir -p $(@D)
	$(Q)$(CC) $(LDFLAGS) $^ -o $@ $(LDLIBS_COMMON)

all: $(EXP_BINS)
