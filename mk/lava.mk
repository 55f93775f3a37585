# lava: board farms.  The LAVA test definition (lava/automated/, Linaro
# layout), job templates and lava/render-job, lava/import, and the suite
# that runs real jobs on Debian's LAVA dispatcher (lava-run, no server).
# See docs/lava.md.
#
#   make lava-image     the VM image with LAVA's /init (build/ARCH/lava/initramfs.cpio.gz)
#   make check-lava     host tests, then lava-run jobs for base and p1+2, import, compare
#   make check-lava-server  a real lava-server on 127.0.0.1: lava/submit's failures, base and
#                       p1+2 through the server, lava/farm on two devices (tests/lava/server-run)
#   make check-lava-jobs  (fast tier) every job template against lava-common's and
#                       lava-server's schemas, each when installed

LAVA_IMAGE := $(OUT)/lava/initramfs.cpio.gz

# lava-dispatcher: lava-run and lava-common's job schema; python3-jinja2 and
# python3-yaml: rendering devices and jobs, reading logs; lavacli: the farm
# client (lava/submit, lava/farm).
DEPS_PKGS += lava-dispatcher lavacli python3-jinja2 python3-yaml
# postgresql, lava-server: make check-lava-server runs a real server (its
# submission schema also checks every job template in check-lava-jobs);
# scripts/ensure-deps runs PostgreSQL while lava-server's postinst creates
# its database.
DEPS_PKGS += postgresql lava-server

.PHONY: lava-image check-lava
lava-image: vm-image
	$(Q)sh lava/mkimage -i $(VM_IMAGE) -o $(LAVA_IMAGE)

check-lava: lava-image
	$(Q)KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) PYTHON=$(PYTHON) sh tests/lava/run

CHECK_TARGETS += check-lava

.PHONY: check-lava-server
check-lava-server: lava-image
	$(Q)KSRC=$(KSRC) ZSFREE_CACHE=$(ZSFREE_CACHE) PYTHON=$(PYTHON) sh tests/lava/server-run

CHECK_TARGETS += check-lava-server

# The job templates against the installed LAVA schemas: no root, no QEMU.
.PHONY: check-lava-jobs
check-lava-jobs:
	$(Q)PYTHONPATH=tests/lib $(PYTHON) -m pytest -p no:cacheprovider -p pytest_ktap tests/lava/test_render_job.py
