#!/bin/sh
# zsfree-eval.sh: the board side of the LAVA test definition zsfree-eval.yaml.
# Runs one matrix through workloads/run on this kernel and reports it through
# lava-test-case (or "zsfree-case:" lines outside LAVA): one case per measured
# run with munmap-bench's time_ms as its measurement (the per-cell medians are
# derived on the host by lava/import + analysis, from one definition), and
# pass/fail cases for the run as a whole, kernel reports in dmesg and required
# probes.  The raw result set is printed compressed and base64-encoded
# between ZSFREE-RESULTSET-BEGIN/END markers, and uploaded with -u.  With
# -e SCALE the reviewers' experiments (workloads/experiments/all) follow, each
# run a case named after its set, each set printed the same way; with -f HZ
# also the CPU profile experiment (LABEL.profile: sampled kernel stacks in
# its probe files, for analysis/profile on the host).
# Runs under busybox sh; needs tar, gzip (or xz), base64, sha256sum, awk.
set -u
prog=zsfree-eval

usage() {
	cat <<'USAGE'
usage: zsfree-eval.sh -l LABEL [options]

  -l LABEL    result set label, normally the kernel variant (base, p1+2, ...)
  -c CELLS    matrix for workloads/run --cells (default 'munmap:64:1;exit:64:1')
  -r N        measured runs per cell (default 3)
  -w N        warm-up runs per cell (default 1)
  -p LEVEL    probe level: none, basic, full (default none)
  -q METRICS  comma list of zsprobe metrics (unmap, zs_free, drain, release, ...)
              that must get a hook; a metric left without one fails the job's
              probes-required case (default: none required)
  -u URL      also upload the compressed result set here (HTTP PUT with curl,
              else POST with wget)
  -v VIRT     machine.virt for meta.json (default bare)
  -d DESCRIBE toolkit version for meta.json (default: the bundle's, or unknown)
  -t DIR      toolkit directory: a checkout or image with workloads/run, or an unpacked
              board bundle (its zsfree-board entry point is used) (default /opt/zsfree)
  -o DIR      where the result set is written (default: a fresh private directory from
              mktemp -d, removed at the end; the set is in the log's payload)
  -e SCALE    then run the reviewers' experiments at SCALE (a scale of the
              toolkit's configs/experiments.conf: workloads/experiments/all
              --scale) (default: none)
  -x LIST     only these experiments (workloads/experiments/all --only; profile
              in it is run as with -f at the experiment's default rate)
  -f HZ       also the CPU profile experiment (workloads/experiments/profile.sh):
              munmap and exit under zsprobe --profile HZ (1..10000 samples a
              second per CPU), the set LABEL.profile; at -e's scale (small
              without -e), under -p's probe level (basic when -p is none:
              zsprobe takes the samples; the matrix stays without probes)
  -h          this text
USAGE
}
die() { echo "$prog: $*" >&2; exit 2; }

label='' cells='munmap:64:1;exit:64:1' repeats=3 warmups=1 probe=none required=''
url='' virt=bare describe=${ZSFREE_DESCRIBE:-unknown} toolkit=/opt/zsfree out=''
scale='' only='' profile_hz=''
while getopts l:c:r:w:p:q:u:v:d:t:o:e:x:f:h opt; do
	case $opt in
	l) label=$OPTARG ;; c) cells=$OPTARG ;; r) repeats=$OPTARG ;; w) warmups=$OPTARG ;;
	p) probe=$OPTARG ;; q) required=$OPTARG ;; u) url=$OPTARG ;; v) virt=$OPTARG ;;
	d) describe=$OPTARG ;; t) toolkit=$OPTARG ;; o) out=$OPTARG ;;
	e) scale=$OPTARG ;; x) only=$OPTARG ;; f) profile_hz=$OPTARG ;;
	h) usage; exit 0 ;;
	*) die "bad option (see -h)" ;;
	esac
done
[ -n "$label" ] || die "no label: give -l VARIANT"
case $label in */*|.*|'') die "label '$label' must be a plain name (no '/', no leading '.')" ;; esac
case $probe in none|basic|full) ;; *) die "probe level '$probe' is not none, basic or full" ;; esac
case $only in *[!a-z,]*) die "experiment list '$only' is not a comma list of names" ;; esac
case $profile_hz in
'') ;;
*[!0-9]*|0*) die "profile rate '$profile_hz' is not a number of samples a second from 1 to 10000" ;;
*) if [ "${#profile_hz}" -gt 5 ] || [ "$profile_hz" -gt 10000 ]; then
	die "profile rate '$profile_hz' is not a number of samples a second from 1 to 10000"; fi ;;
esac
[ -x "$toolkit/workloads/run" ] || [ -x "$toolkit/zsfree-board" ] ||
	die "neither $toolkit/workloads/run nor a bundle's zsfree-board: give the toolkit with -t DIR"
# the scales are the toolkit's (a bundle's configs/ when the board got one)
if [ -n "$scale" ]; then
	# shellcheck source=workloads/conf.sh
	. "$toolkit/workloads/conf.sh" || die "no $toolkit/workloads/conf.sh: give the whole toolkit with -t DIR"
	scales=$(conf_scales "$toolkit/configs" 2>/dev/null) || die "cannot read the scales: no scales= in $toolkit/configs/experiments.conf"
	conf_is_scale "$scale" "$scales" || die "experiment scale '$scale' is not $(conf_or "$scales")"
fi
# Kernel messages on the serial console land inside the payload's lines (a
# clocksource warning did, in a TCG guest): while it is printed the console
# shows emergencies only, where this runs as root; lava/import also takes
# the payload apart from such messages.  ZSFREE_PRINTK: another file (tests).
printk=${ZSFREE_PRINTK:-/proc/sys/kernel/printk}
console_level=''
console_quiet() {
	read -r console_level _ < "$printk" 2>/dev/null || console_level=''
	[ -z "$console_level" ] || echo 1 > "$printk" 2>/dev/null || console_level=''
}
console_loud() {
	[ -z "$console_level" ] || echo "$console_level" > "$printk" 2>/dev/null
	console_level=''
}

# dmesg copies and the archive go to a private directory of unpredictable
# name (a fixed /tmp name lets another user plant links there)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/zsfree-lava.XXXXXX") || die "cannot create a scratch directory with mktemp -d"
trap 'rm -rf "$scratch"; console_loud' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP
[ -n "$out" ] || out=$scratch

# One result per call: LAVA's helper inside a LAVA test shell, a plain line elsewhere.
report() { # NAME RESULT [MEASUREMENT]
	if command -v lava-test-case >/dev/null 2>&1; then
		if [ -n "${3:-}" ]; then
			lava-test-case "$1" --result "$2" --measurement "$3" --units ms
		else
			lava-test-case "$1" --result "$2"
		fi
	else
		echo "zsfree-case: $1 $2${3:+ $3 ms}"
	fi
}

print_metadata() {
	cfg=null
	[ -r /proc/config.gz ] && cfg=$(gzip -dc /proc/config.gz | sha256sum | cut -d' ' -f1)
	echo "zsfree-meta: kernel.release=$(uname -r)"
	echo "zsfree-meta: kernel.version=$(uname -v)"
	echo "zsfree-meta: kernel.config_sha256=$cfg"
	echo "zsfree-meta: toolkit=$describe"
	echo "zsfree-meta: matrix=$cells repeats=$repeats warmups=$warmups probe=$probe"
}

# One case per measured run: pass when munmap-bench called it valid.
# PREFIX names the experiment set for runs outside the matrix.
report_runs() { # RUNS.JSONL [PREFIX]
	awk '
	function field(name,   re) {
		re = "\"" name "\":(\"[^\"]*\"|[^,}]*)"
		if (!match($0, re)) return ""
		v = substr($0, RSTART + length(name) + 3, RLENGTH - length(name) - 3)
		gsub(/"/, "", v)
		return v
	}
	field("warmup") == "false" {
		t = field("time_ms"); if (t == "null") t = ""
		print field("run_id"), (field("valid") == "true" ? "pass" : "fail"), t
	}' "$1" | while read -r id res ms; do report "${2:+$2.}$id" "$res" "$ms"; done
}

# Kernel reports anywhere in this boot's log fail the job.  The report
# headers only: the command line names oops=panic and rcu_cpu_stall_timeout.
kernel_reports='BUG: |WARNING: CPU|Oops: |Kernel panic - not syncing|KASAN: |UBSAN: |general protection fault|blocked for more than|detected stalls on CPUs|self-detected stall'
check_dmesg() {
	dmesg > "$scratch/dmesg.txt" 2>/dev/null || { report dmesg-clean skip; return; }
	if grep -E "$kernel_reports" "$scratch/dmesg.txt" > "$scratch/dmesg-reports.txt"; then
		echo "$prog: kernel reports in dmesg:"
		head -20 "$scratch/dmesg-reports.txt"
		report dmesg-clean fail
	else
		report dmesg-clean pass
	fi
}

# A metric the job requires must have a hook in every probe file.
check_probes() { # SETDIR
	if [ -z "$required" ] || [ "$probe" = none ]; then report probes-required skip; return; fi
	bad=''
	for f in "$1"/probes/*.json; do
		[ -f "$f" ] || { bad="no probe files"; break; }
		for m in $(echo "$required" | tr ',' ' '); do
			grep -q "\"metric\":\"$m\",\"chosen\":\"" "$f" || bad="$bad $(basename "$f" .json):$m"
		done
	done
	if [ -n "$bad" ]; then
		echo "$prog: required probes without a hook:$bad"
		report probes-required fail
	else
		report probes-required pass
	fi
}

# xz where the board has a compressor for it (busybox only decompresses xz).
compressor() { if echo | xz -z -c >/dev/null 2>&1; then echo xz; else echo gz; fi; }

print_payload() { # ARCHIVE FORMAT SET-NAME
	sum=$(sha256sum "$1" | cut -d' ' -f1)
	size=$(wc -c < "$1" | tr -d ' ')
	console_quiet
	echo "ZSFREE-RESULTSET-BEGIN label=$3 format=tar.$2+base64 bytes=$size sha256=$sum"
	base64 < "$1"
	echo "ZSFREE-RESULTSET-END label=$3"
	console_loud
}

# pack_set NAME: $out/NAME compressed, printed between the markers, uploaded
pack_set() {
	fmt=$(compressor)
	if [ "$fmt" = xz ]; then tar -C "$out" -cf - "$1" | xz -z -c > "$scratch/$1.tar.xz"
	else tar -C "$out" -cf - "$1" | gzip -9 > "$scratch/$1.tar.gz"; fi
	print_payload "$scratch/$1.tar.$fmt" "$fmt" "$1"
	upload "$scratch/$1.tar.$fmt"
}

# experiments_all ARG...: workloads/experiments/all of the toolkit (a checkout,
# the image or a bundle: each has it) for this label; its exit status
experiments_all() {
	(cd "$toolkit" && workloads/experiments/all --label "$label" --outdir "$out" --virt "$virt" \
		--describe "$exp_describe" --force --dedicated "$@")  # a device runs one job at a time
}

# The reviewers' experiments on this kernel (-e), then the profile (-f, or
# named in -x) in a call of its own, at least at probe level basic: every
# set they wrote gets one case per measured run (EXP.RUN_ID), a
# EXP.complete case, and its payload.
run_experiments() {
	exp_describe=$describe
	[ "$describe" != unknown ] || [ ! -f "$toolkit/BUNDLE" ] ||
		exp_describe="bundle $(sed -n 's/^version: //p' "$toolkit/BUNDLE")"
	erc=0
	rest=$(printf ',%s,' "$only" | sed -e 's/,profile,/,/g' -e 's/^,*//' -e 's/,*$//')
	[ "$rest" = "$only" ] || [ -n "$profile_hz" ] || profile_hz=default
	if [ -n "$scale" ] && { [ -z "$only" ] || [ -n "$rest" ]; }; then
		set -- --scale "$scale" --probe "$probe"
		[ -z "$rest" ] || set -- "$@" --only "$rest"
		experiments_all "$@" || { erc=$?; echo "$prog: workloads/experiments/all exited $erc"; }
	fi
	if [ -n "$profile_hz" ]; then
		pprobe=$probe
		[ "$pprobe" != none ] || pprobe=basic
		set -- --scale "${scale:-small}" --only profile --probe "$pprobe"
		[ "$profile_hz" = default ] || set -- "$@" --profile-hz "$profile_hz"
		experiments_all "$@" || { erc=$?; echo "$prog: workloads/experiments/all --only profile exited $erc"; }
	fi
	for d in "$out/$label".*/; do
		[ -f "$d/meta.json" ] || continue
		name=$(basename "$d")
		exp=${name#"$label".}
		[ -f "$d/runs.jsonl" ] && report_runs "$d/runs.jsonl" "$exp"
		st=$(grep -o '"status":"[^"]*"' "$d/meta.json" | cut -d'"' -f4)
		if [ "$st" = complete ]; then report "$exp.complete" pass; else report "$exp.complete" fail; fi
		pack_set "$name"
	done
	if [ "$erc" = 0 ]; then report experiments pass; else report experiments fail; fi
}

send() { # ARCHIVE
	if command -v curl >/dev/null 2>&1; then
		curl -fsS --connect-timeout 30 --max-time 600 -T "$1" "$url" >/dev/null
	else
		wget -q -T 600 -O /dev/null --post-file="$1" "$url"
	fi
}

upload() { # ARCHIVE
	[ -n "$url" ] || return 0
	if send "$1"; then report artifact-upload pass; else report artifact-upload fail; fi
}

# The board bundle's entry point when the toolkit is a bundle (it checks the
# board first and takes workloads/run's options), else workloads/run itself.
run_matrix() {
	if [ -x "$toolkit/zsfree-board" ]; then
		set -- "$toolkit/zsfree-board" run
		[ "$describe" = unknown ] || set -- "$@" --describe "$describe"
	else
		set -- workloads/run --describe "$describe"
	fi
	(cd "$toolkit" && "$@" --label "$label" --outdir "$out" --cells "$cells" --repeats "$repeats" \
		--warmups "$warmups" --probe "$probe" --virt "$virt")
}

rm -rf "${out:?}/$label" "${out:?}/$label".*
mkdir -p "$out" || die "cannot create $out"
print_metadata
run_matrix
rc=$?
set_dir=$out/$label
status=$(grep -o '"status":"[^"]*"' "$set_dir/meta.json" 2>/dev/null | cut -d'"' -f4)
[ -f "$set_dir/runs.jsonl" ] && report_runs "$set_dir/runs.jsonl"
if [ "$rc" = 0 ] && [ "$status" = complete ]; then report run-complete pass; else
	echo "$prog: workloads/run exited $rc, status ${status:-missing}"; report run-complete fail; fi
check_dmesg
check_probes "$set_dir"
[ -d "$set_dir" ] && pack_set "$label"
if [ -n "$scale" ] || [ -n "$profile_hz" ]; then run_experiments; fi
exit 0
