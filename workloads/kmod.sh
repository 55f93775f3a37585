# shellcheck shell=sh
# kmod.sh: what this kernel has, for the board check and the experiments'
# swap backends.  POSIX sh, sourced; runs on a board's busybox, whose
# modprobe has no -n (it prints its usage), so a loadable module is also
# looked up in modules.dep.
#
#   module_available NAME   NAME is built in, loaded, or a module that
#                           modprobe can load
#   have_brd                a /dev/ram0, or a brd module that can load
#
# ZSFREE_MODULES_DIR stands in for /lib/modules/$(uname -r) (the tests).

module_available() {
	[ -d "/sys/module/$1" ] && return 0
	kmod_dir_=${ZSFREE_MODULES_DIR:-/lib/modules/$(uname -r)}
	grep -Eq "(^|/)$1\.ko" "$kmod_dir_/modules.builtin" 2>/dev/null && return 0
	modprobe -n "$1" > /dev/null 2>&1 && return 0
	# modules.dep: "kernel/drivers/block/brd.ko.xz: deps..." (busybox's too);
	# ERE, since \| in a basic expression is a GNU extension a musl busybox lacks
	grep -Eq "(^|/)$1\.ko[.a-z]*:" "$kmod_dir_/modules.dep" 2>/dev/null
}

have_brd() { [ -b /dev/ram0 ] || module_available brd; }
