# shellcheck shell=sh
# The common settings (label, sizes, ...) are set by the driver and lib.sh,
# and exp_n is read by them.
# shellcheck disable=SC2034,SC2154
# isolation: does a kill hurt the other tenants? (reviewer question 2,
# docs/experiments.md).  K tenants, each in its own cgroup v2 group, run
# `tenant` (throughput and per-iteration latency per window) for the whole
# set while a victim holding swapped memory is killed (munmap-bench --exit in
# its own cgroup, pinned to one CPU).  Three placements:
#   LABEL.iso-pinned   tenants on the victim's CPU
#   LABEL.iso-spread   tenants on the other CPUs
#   LABEL.iso-busy     a busy host: at least one tenant pinned to every CPU,
#                      the victim's included, so the CPU the drain worker
#                      gets is busy too (the reviewer's case)
# Each kill is one sample (n = kills); the tenants' and the victim's nice
# values are recorded (the drain worker is a kernel worker: its priority is
# the workqueue's).
# Each set gets tenants/<name>.jsonl (the tenants' windows) and, per kill,
# the cpu.stat usage of the victim's, every tenant's and the root cgroup
# (samples/, exp/) beside zsprobe's worker CPU.  The dip and tail latency
# per kill are derived on the host (analysis/zsfree_analysis/experiments.py).
# An experiment of workloads/experiments/all (sourced by it: functions only,
# the interface is described there).  Options in isolation_*, the state of
# a run in iso_*.

isolation_help() {
	cat <<'EOF2'
isolation: LABEL.iso-pinned, LABEL.iso-spread and LABEL.iso-busy (tenants/, samples/, exp/)
  --tenants K        tenants (1..6, default 2; busy runs at least one per CPU)
  --tenant-kb KB     working set of one tenant iteration (default 256)
  --window-ms MS     tenant report window (default 10)
  --placements LIST  pinned, spread and/or busy (default pinned,spread,busy)
  --victim-cpu N     the victim's CPU (default 0)
  --settle-ms MS     sampling after each kill (default 1000)
  --impact-ms MS     how long after the kill counts as its impact (default 200)
  --quiet-ms MS      the victim waits this long, ready, before the kill: the tenants'
                     baseline (default 400)
EOF2
}

isolation_defaults() {
	isolation_tenants=2 isolation_tenant_kb=256 isolation_window=10 isolation_placements=pinned,spread,busy
	isolation_vcpu=0 isolation_settle=1000 isolation_impact=200 isolation_quiet=400
}

isolation_opt() {
	case "$1" in
	--tenants|--tenant-kb|--window-ms|--placements|--victim-cpu|--settle-ms|--impact-ms|--quiet-ms) exp_need_value "$@" ;;
	*) return 1 ;;
	esac
	case "$1" in
	--tenants) isolation_tenants=$2 ;; --tenant-kb) isolation_tenant_kb=$2 ;; --window-ms) isolation_window=$2 ;;
	--placements) isolation_placements=$2 ;; --victim-cpu) isolation_vcpu=$2 ;; --settle-ms) isolation_settle=$2 ;;
	--impact-ms) isolation_impact=$2 ;; --quiet-ms) isolation_quiet=$2 ;;
	esac
}

isolation_ncpus() { nproc 2>/dev/null || grep -c '^processor' /proc/cpuinfo; }
# the shell's nice value; Debian's busybox has no nice applet: field 19 of
# /proc/PID/stat, counted after the ") " that ends the command name
isolation_nice() { nice 2>/dev/null || awk '{ sub(/.*\) /, ""); print $17 }' "/proc/$$/stat"; }

isolation_check() {
	is_uint "$isolation_tenants" && [ "$isolation_tenants" -ge 1 ] && [ "$isolation_tenants" -le 6 ] ||
		usage_err "bad --tenants '$isolation_tenants': give 1 to 6"
	for ic_ov in tenant-kb="$isolation_tenant_kb" window-ms="$isolation_window" victim-cpu="$isolation_vcpu" \
		settle-ms="$isolation_settle" impact-ms="$isolation_impact" quiet-ms="$isolation_quiet"; do
		is_uint "${ic_ov#*=}" || usage_err "bad --${ic_ov%%=*} '${ic_ov#*=}': give a non-negative integer"
	done
	# the tenant program's own range: outside it every tenant fails and the set holds none
	[ "$isolation_tenant_kb" -ge 16 ] && [ "$isolation_tenant_kb" -le 1048576 ] ||
		usage_err "bad --tenant-kb '$isolation_tenant_kb': give 16 to 1048576 (the tenant program's range)"
	ic_n=$(isolation_ncpus)
	[ "$isolation_vcpu" -lt "$ic_n" ] || usage_err "bad --victim-cpu $isolation_vcpu: this machine has CPUs 0-$((ic_n - 1))"
	for ic_pl in $(printf '%s' "$isolation_placements" | tr ',' ' '); do
		case "$ic_pl" in pinned|spread|busy) ;; *) usage_err "bad --placements '$isolation_placements': use pinned, spread and/or busy" ;; esac
	done
	find_bin tenant > /dev/null || usage_err "tenant not found; build it with make"
	command -v taskset > /dev/null 2>&1 || usage_err "taskset not found (util-linux or busybox)"
}

isolation_sets() {
	for is_pl in $(printf '%s' "$isolation_placements" | tr ',' ' '); do echo "$label.iso-$is_pl"; done
}

# isolation_keep_tenants: the tenants' records into the result set (written
# beside it while workloads/run, which creates the set directory, runs)
isolation_keep_tenants() {
	[ -n "$iso_tdir" ] && [ -d "$iso_tdir" ] || return 0
	if [ -d "$outdir/$iso_set" ] && [ ! -e "$outdir/$iso_set/tenants" ] && mv "$iso_tdir" "$outdir/$iso_set/tenants"; then
		iso_tdir=''
		return 0
	fi
	say "$iso_set: the tenants' records are kept in $iso_tdir"
	iso_tdir=''
	return 1
}

# isolation_cleanup: no tenant, record or cgroup of the placement left
isolation_cleanup() {
	for ik_p in $iso_tpids; do kill -TERM "$ik_p" 2>/dev/null; done
	for ik_p in $iso_tpids; do wait "$ik_p" 2>/dev/null; done
	iso_tpids=''
	isolation_keep_tenants
	if [ -d "$iso_parent" ]; then
		for ik_d in "$iso_parent"/*/; do
			[ -d "$ik_d" ] || continue
			for ik_cp in $(cat "$ik_d/cgroup.procs" 2>/dev/null); do echo "$ik_cp" > "$iso_cr/cgroup.procs" 2>/dev/null; done
			rmdir "$ik_d" 2>/dev/null
		done
		rmdir "$iso_parent" 2>/dev/null || say "cleanup: could not remove $iso_parent"
	fi
}

# isolation_placement PL: one result set, the tenants on PL's CPUs; 1 if it
# failed, 2 if it could not be set up (the placements after it are not run)
isolation_placement() {
	ip_pl=$1
	iso_set=$label.iso-$ip_pl
	ip_cpus=$isolation_vcpu ip_n=$isolation_tenants
	if [ "$ip_pl" = spread ]; then
		if [ -z "$iso_others" ]; then say "$iso_set: skipped: only one CPU, so tenants cannot be kept off the victim's"; return 0; fi
		ip_cpus=$iso_others
	fi
	ip_ncpu=$(isolation_ncpus)
	[ "$ip_pl" = busy ] && [ "$ip_n" -lt "$ip_ncpu" ] && ip_n=$ip_ncpu
	# release-sampler samples 8 cgroups: the victim's, the root and 6 tenants'
	if [ "$ip_n" -gt 6 ]; then
		say "$iso_set: $ip_ncpu CPUs but at most 6 tenants are sampled: CPUs 6-$((ip_ncpu - 1)) carry no tenant"
		ip_n=6
	fi
	mkdir -p "$iso_parent" || { say "cannot create cgroup $iso_parent"; return 2; }
	iso_tdir=$outdir/.$iso_set.tenants.$$
	mkdir -p "$iso_tdir" || { say "cannot create $iso_tdir"; return 2; }
	set --	# the tenants' --sample-cgroup options
	ip_k=1
	ip_tcpus=''
	while [ $ip_k -le "$ip_n" ]; do
		mkdir -p "$iso_parent/t$ip_k"
		# busy: tenant k on CPU (k - 1) mod N, so every CPU has one
		[ "$ip_pl" = busy ] && ip_cpus=$(((ip_k - 1) % ip_ncpu))
		ip_tcpus="$ip_tcpus${ip_tcpus:+;}$ip_cpus"
		# shellcheck disable=SC2016
		sh -c 'echo $$ > "$0/cgroup.procs" && exec "$@"' "$iso_parent/t$ip_k" taskset -c "$ip_cpus" \
			"$iso_bin" --name "t$ip_k" --buffer-kb "$isolation_tenant_kb" --window-ms "$isolation_window" \
			--duration-ms 3600000 -o "$iso_tdir/t$ip_k.jsonl" &
		iso_tpids="$iso_tpids $!"
		set -- "$@" --sample-cgroup "$iso_parent/t$ip_k"
		ip_k=$((ip_k + 1))
	done
	fg_run sleep 1	# tenants reach their steady rate before the first run
	ip_rc=0
	run_set "$iso_set" --sizes "$sizes" --modes exit --pre-delay "$isolation_quiet" --cgroup "$iso_parent/victim" \
		--cpus "$isolation_vcpu" --sampler --settle-ms "$isolation_settle" "$@" --sample-cgroup "$iso_cr" --experiment isolation \
		--exp-params "$(params_json placement="$ip_pl" tenants="$ip_n" tenant_cpus="$ip_tcpus" \
			victim_cpu="$isolation_vcpu" tenant_kb="$isolation_tenant_kb" window_ms="$isolation_window" \
			impact_ms="$isolation_impact" cgroup_parent="$iso_parent" tenant_nice="$(isolation_nice)" victim_nice="$(isolation_nice)" \
			worker_priority="the kernel workqueue's (not changed)" sampled_cgroups="victim,t1..t$ip_n,root")" || ip_rc=1
	fg_run sleep 0.3
	for ip_p in $iso_tpids; do kill -TERM "$ip_p" 2>/dev/null; done
	for ip_p in $iso_tpids; do wait "$ip_p" || { say "$iso_set: a tenant failed"; ip_rc=1; }; done
	iso_tpids=''
	isolation_keep_tenants || ip_rc=1
	isolation_cleanup
	return $ip_rc
}

isolation_run() {
	iso_bin=$(find_bin tenant) || { say "tenant not found; build it with make"; return 1; }
	iso_cr=$(cgroup2_root) || return 1
	[ -w "$iso_cr" ] || { say "cannot write to the cgroup2 root $iso_cr"; return 1; }
	iso_parent=$iso_cr/zsfree-iso.$$ iso_tpids='' iso_tdir='' iso_set=''
	# the other CPUs, as a taskset list
	iso_others=
	ir_n=$(isolation_ncpus)
	ir_i=0
	while [ $ir_i -lt "$ir_n" ]; do
		[ $ir_i = "$isolation_vcpu" ] || iso_others="$iso_others${iso_others:+,}$ir_i"
		ir_i=$((ir_i + 1))
	done
	trap 'isolation_cleanup' EXIT
	exp_traps isolation_cleanup
	ir_rc=0
	for ir_pl in $(printf '%s' "$isolation_placements" | tr ',' ' '); do
		isolation_placement "$ir_pl"
		case $? in 0) ;; 1) ir_rc=1 ;; *) ir_rc=1; isolation_cleanup; break ;; esac
	done
	trap - EXIT
	exp_traps :
	return $ir_rc
}
