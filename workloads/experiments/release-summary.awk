# release-summary.awk: the release curve of one run, from its samples
# (release-sampler JSON lines) and the run's t0_ns; prints one JSON object
# (docs/results-format.md, "release").  POSIX awk (busybox, mawk, gawk).
#   awk -v t0=T0_NS -v wall_ms=MS -f release-summary.awk samples/RUN.jsonl
#
# Each series is read as an amount in use u(t): zram mem_used_total and the
# zswap pool as they are, free memory and free swap negated.  pre = u at the
# first sample (before the run filled its regions), at_t0 = u at the last
# sample not after t0 or the first after it, whichever is larger (release
# starts), final = u at the last sample.  The
# released fraction is (at_t0 - u(t)) / (at_t0 - pre); t50/t90 are the first
# times after t0 it reaches 0.5/0.9, t100 when it reaches 0.99 (back within
# 1% of the pre-run level; page-granular noise makes exactly 100% too strict).
function num(line, key,    m) {
	if (!match(line, "\"" key "\":-?[0-9]+"))
		return ""
	m = substr(line, RSTART, RLENGTH)
	sub(/^"[^"]*":/, "", m)
	return m + 0
}
function jnum(x) { return x == "" ? "null" : sprintf("%.3f", x) }
function jint(x) { return x == "" ? "null" : sprintf("%.0f", x) }
BEGIN {
	ns = split("zram_mem_used_total zswap_pool_total_size mem_free_kb swap_free_kb", names, " ")
	sign["zram_mem_used_total"] = 1; unit["zram_mem_used_total"] = "bytes"
	sign["zswap_pool_total_size"] = 1; unit["zswap_pool_total_size"] = "bytes"
	sign["mem_free_kb"] = -1; unit["mem_free_kb"] = "kB"
	sign["swap_free_kb"] = -1; unit["swap_free_kb"] = "kB"
	n = 0; ncg = 0
}
/"t_ns":/ {
	t = num($0, "t_ns")
	n++; T[n] = t
	for (i = 1; i <= ns; i++) {
		k = names[i]; v = num($0, k)
		if (v != "") { have[k] = 1; U[k, n] = sign[k] * v }
	}
	if (match($0, /"cg_usage_usec":\[[^]]*\]/)) {
		a = substr($0, RSTART + 17, RLENGTH - 18)
		ncg = split(a, cgv, ",")
		for (i = 1; i <= ncg; i++) CG[i, n] = cgv[i] + 0
	}
	if (t <= t0) i0 = n
	if (n > 1 && t - T[n - 1] > gap) gap = t - T[n - 1]
}
END {
	if (n == 0 || i0 == "") {
		printf "{\"t0_ns\":%s,\"samples\":%d,\"error\":\"no sample before t0\"}\n", jint(t0), n
		exit 0
	}
	printf "{\"t0_ns\":%s,\"end_ns\":%s,\"samples\":%d,\"samples_after_t0\":%d,\"max_gap_ms\":%s,\"sampled_ms_after_t0\":%s,\"series\":{", \
		jint(t0), jint(t0 + wall_ms * 1e6), n, n - i0, jnum(gap / 1e6), jnum((T[n] - t0) / 1e6)
	sep = ""
	for (i = 1; i <= ns; i++) {
		k = names[i]
		if (!have[k]) continue
		# the last sample before t0 may be stale (sampling gaps): the level at the
		# release is the larger of the two samples that bracket t0
		pre = U[k, 1]; at = U[k, i0]; fin = U[k, n]
		if (i0 < n && U[k, i0 + 1] > at) at = U[k, i0 + 1]
		span = at - pre
		t50 = t90 = t100 = ""; viol = 0; lowest = at
		for (j = i0 + 1; j <= n; j++) {
			u = U[k, j]
			if (span > 0) {
				f = (at - u) / span
				if (t50 == "" && f >= 0.5) t50 = (T[j] - t0) / 1e6
				if (t90 == "" && f >= 0.9) t90 = (T[j] - t0) / 1e6
				if (t100 == "" && f >= 0.99) t100 = (T[j] - t0) / 1e6
				# a rise of more than 1% of the span after the curve went lower
				if (u - lowest > span * 0.01) viol++
			}
			if (u < lowest) lowest = u
		}
		printf "%s\"%s\":{\"unit\":\"%s\",\"sign\":%d,\"pre\":%s,\"at_t0\":%s,\"final\":%s,\"span\":%s,\"final_frac\":%s,\"t50_ms\":%s,\"t90_ms\":%s,\"t100_ms\":%s,\"rises\":%d}", \
			sep, k, unit[k], sign[k], jint(sign[k] * pre), jint(sign[k] * at), jint(sign[k] * fin), jint(span), \
			(span > 0 ? jnum((at - fin) / span) : "null"), jnum(t50), jnum(t90), jnum(t100), viol
		sep = ","
	}
	printf "},\"cg_usage_delta_usec\":["
	for (i = 1; i <= ncg; i++)
		printf "%s{\"whole\":%s,\"from_t0\":%s}", (i > 1 ? "," : ""), jint(CG[i, n] - CG[i, 1]), jint(CG[i, n] - CG[i, i0])
	printf "]}\n"
}
