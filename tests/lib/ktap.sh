# shellcheck shell=sh
# KTAP output for the sh test suites (the kernel selftests' format,
# Documentation/dev-tools/ktap.rst):
#
#   KTAP version 1
#   ok 1 name
#   not ok 2 name
#   # diagnostic
#   ok 3 name # SKIP reason
#   1..3
#   # Totals: pass:1 fail:1 skip:1
#
# The plan comes last because the suites learn their test count as they go
# (TAP allows a trailing plan); the "# Totals:" line is what tests/run-suites
# adds up.  T=PATTERN (environment; `make check-host T=...`) runs only the
# tests whose name contains PATTERN.
#
#   . "$root/tests/lib/ktap.sh"
#   ktap_header
#   ktap_run "name" func      # or ktap_ok/ktap_not_ok/ktap_skip NAME yourself
#   ktap_finish               # plan, totals; exits 0 only if nothing failed

ktap_n=0 ktap_pass=0 ktap_fail=0 ktap_skip=0

ktap_header() {
	echo "KTAP version 1"
}

# ktap_selected NAME...: is any NAME matched by $T (or is T unset)?
ktap_selected() {
	[ -z "${T:-}" ] && return 0
	for ktap_name_; do
		case "$ktap_name_" in *"$T"*) return 0 ;; esac
	done
	return 1
}

ktap_diag() {
	printf '%s\n' "$@" | sed 's/^/# /'
}

# ktap_desc TEXT...: a result line's description: one line, and a '#' in it
# escaped so that it does not start a directive
ktap_desc() {
	printf '%s' "$*" | tr '\n' ' ' | sed 's/#/\\#/g'
}

ktap_ok() {
	ktap_n=$((ktap_n + 1)) ktap_pass=$((ktap_pass + 1))
	echo "ok $ktap_n $(ktap_desc "$@")"
}

ktap_not_ok() {
	ktap_n=$((ktap_n + 1)) ktap_fail=$((ktap_fail + 1))
	echo "not ok $ktap_n $(ktap_desc "$@")"
}

# ktap_skip NAME REASON
ktap_skip() {
	ktap_selected "$1" || return 0
	ktap_n=$((ktap_n + 1)) ktap_skip=$((ktap_skip + 1))
	echo "ok $ktap_n $(ktap_desc "$1") # SKIP $(ktap_desc "$2")"
}

# ktap_run NAME FUNC [ARG...]: run FUNC if NAME or FUNC is selected; what
# FUNC prints becomes diagnostics.
# FUNC runs in this shell (tests may set state for later ones), its output
# goes through a file.
ktap_run() {
	ktap_name=$1; shift
	ktap_selected "$ktap_name" "$1" || return 0
	ktap_log_=${TMPDIR:-/tmp}/ktap.$$
	"$@" > "$ktap_log_" 2>&1; ktap_rc_=$?
	sed 's/^/# /' "$ktap_log_"; rm -f "$ktap_log_"
	if [ "$ktap_rc_" -eq 0 ]; then ktap_ok "$ktap_name"; else ktap_not_ok "$ktap_name"; fi
}

ktap_totals() {
	echo "1..$ktap_n"
	echo "# Totals: pass:$ktap_pass fail:$ktap_fail skip:$ktap_skip"
}

ktap_finish() {
	ktap_totals
	[ "$ktap_fail" -eq 0 ]
	exit $?
}

# ktap_abort NAME REASON: a precondition failed; one failed test, then exit.
ktap_abort() {
	ktap_diag "$2"
	ktap_not_ok "$1"
	ktap_finish
}
