# shellcheck shell=sh
# Reading nested KTAP: the helpers that tests/unit/run and tests/run-suites
# share to run a child suite as a subtest and add up its "# Totals:" line.

# ktap_child_totals FILE: print "PASS FAIL SKIP" from the last top-level
# "# Totals:" line of FILE, or nothing if there is none.
ktap_child_totals() {
	sed -n 's/^# Totals: pass:\([0-9]*\) fail:\([0-9]*\) skip:\([0-9]*\).*/\1 \2 \3/p' "$1" | tail -n 1
}

# ktap_indent FILE: FILE ("-": stdin) as a subtest, four spaces deeper; lines that are
# not KTAP (a build's progress, say) become diagnostics.
ktap_indent() {
	sed -e '/^ *\(KTAP version\|1\.\.\|ok \|not ok \|#\)/!s/^/# /' -e 's/^/    /' "$@"
}
