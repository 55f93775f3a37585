# Debian packages the toolkit needs.  Every fragment appends what its part
# uses to DEPS_PKGS; `make deps` (a prerequisite of check and evaluate)
# installs the missing ones as root or prints the exact apt-get line.
DEPS_PKGS += make gcc libc6-dev

.PHONY: deps
deps:
	$(Q)sh scripts/ensure-deps $(sort $(DEPS_PKGS))
