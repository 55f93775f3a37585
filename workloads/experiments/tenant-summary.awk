# tenant-summary.awk: each tenant's throughput and latency around each kill.
#   awk -v impact_ms=MS -v base_ms=MS -f tenant-summary.awk runs.jsonl tenants/*.jsonl
# Prints one JSON line per (measured run, tenant), schema
# zsfree-eval/tenant-summary/1 (docs/results-format.md).  The baseline is the
# tenant's windows that end in the base_ms before the kill (the victim waits
# at its barrier then); the impact windows overlap [t0, t0 + wall + impact_ms].
function num(line, key,    m) {
	if (!match(line, "\"" key "\":-?[0-9.]+"))
		return ""
	m = substr(line, RSTART, RLENGTH)
	sub(/^"[^"]*":/, "", m)
	return m + 0
}
function str(line, key,    m) {
	if (!match(line, "\"" key "\":\"[^\"]*\""))
		return ""
	m = substr(line, RSTART, RLENGTH)
	sub(/^"[^"]*":"/, "", m); sub(/"$/, "", m)
	return m
}
function jn(x) { return x == "" ? "null" : sprintf("%.3f", x) }
FNR == 1 { fileno++ }
fileno == 1 {
	if ($0 ~ /"warmup":false/ && num($0, "t0_ns") != "") {
		nr++; RID[nr] = str($0, "run_id"); T0[nr] = num($0, "t0_ns"); W[nr] = num($0, "wall_ms")
	}
	next
}
/"schema":"zsfree-eval\/tenant\/1"/ { nt++; NAME[nt] = str($0, "name"); nw[nt] = 0; next }
/"start_ns":/ {
	k = ++nw[nt]
	S[nt, k] = num($0, "start_ns"); E[nt, k] = num($0, "end_ns"); R[nt, k] = num($0, "iter_per_s")
	P99[nt, k] = num($0, "p99_us"); MX[nt, k] = num($0, "max_us")
}
END {
	for (r = 1; r <= nr; r++) for (t = 1; t <= nt; t++) {
		t0 = T0[r]; t1 = t0 + (W[r] + impact_ms) * 1e6
		bs = bn = 0; bp = ""; ds = dn = 0; dmin = ""; dp = ""; dmax = ""
		first = last = ""
		for (k = 1; k <= nw[t]; k++) {
			if (first == "" || S[t, k] < first) first = S[t, k]
			if (last == "" || E[t, k] > last) last = E[t, k]
			if (E[t, k] < t0 && E[t, k] >= t0 - base_ms * 1e6) {
				bs += R[t, k]; bn++
				if (P99[t, k] != "" && (bp == "" || P99[t, k] > bp)) bp = P99[t, k]
			}
			if (E[t, k] >= t0 && S[t, k] <= t1) {
				ds += R[t, k]; dn++
				if (dmin == "" || R[t, k] < dmin) dmin = R[t, k]
				if (P99[t, k] != "" && (dp == "" || P99[t, k] > dp)) dp = P99[t, k]
				if (MX[t, k] != "" && (dmax == "" || MX[t, k] > dmax)) dmax = MX[t, k]
			}
		}
		bm = bn ? bs / bn : ""; dm = dn ? ds / dn : ""
		printf "{\"schema\":\"zsfree-eval/tenant-summary/1\",\"run_id\":\"%s\",\"tenant\":\"%s\",\"t0_ns\":%.0f,\"impact_end_ns\":%.0f,", RID[r], NAME[t], t0, t1
		printf "\"covers_kill\":%s,\"base_windows\":%d,\"base_iter_per_s\":%s,\"base_p99_us\":%s,", \
			(first != "" && first <= t0 && last >= t1 ? "true" : "false"), bn, jn(bm), jn(bp)
		printf "\"impact_windows\":%d,\"impact_iter_per_s\":%s,\"impact_min_iter_per_s\":%s,\"impact_p99_us\":%s,\"impact_max_us\":%s,\"dip_pct\":%s}\n", \
			dn, jn(dm), jn(dmin), jn(dp), jn(dmax), (bm != "" && dm != "" && bm > 0 ? jn(100 * (1 - dm / bm)) : "null")
	}
}
