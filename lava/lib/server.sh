# shellcheck shell=sh
# lava/lib/server.sh: a local lava-server, sourced by lava/local-server and
# tests/lava/server-run (make check-lava-server), which set $top to the
# checkout and $SRV_DICT to the device dictionary.  Debian 12's lava-server 2023.01 without
# systemd: PostgreSQL (started when its cluster is down, stopped again
# after), gunicorn, lava-publisher, lava-scheduler and one lava-worker, all
# on 127.0.0.1, each in its own session so that srv_stop ends it and its
# children by PID.  Event notification is on (the worker then gets a job at
# once, not at its next ping).  lavacli's identity goes to $SRV_DIR/config,
# not to root's ~/.config.
#   srv_start DIR DEVICE[:TAG]...   start, configure; sets SRV_ID (a lavacli identity)
#   srv_stop                  stop what srv_start started (safe to call twice)
# Bounded waits; each failure returns 1 after one line on stderr.
SRV_HTTP_PORT=${SRV_HTTP_PORT:-18000}
SRV_WS_PORT=${SRV_WS_PORT:-18001}
SRV_EVENT_PORT=${SRV_EVENT_PORT:-18500}
SRV_USER=zsfree
SRV_WORKER=zsfree-w1
SRV_ID=zsfree-local
SRV_PIDS=''
SRV_PG=''
SRV_TOOLS_PATH=/usr/sbin:/usr/bin:/sbin:/bin

srv_say() { echo "server: $*" >&2; }

srv_env() {
	export PATH="$SRV_TOOLS_PATH" LC_ALL=C.UTF-8 XDG_CONFIG_HOME="$SRV_DIR/config" \
		LAVA_YAML_SETTINGS_EVENT_NOTIFICATION=true LAVA_SETTINGS_EVENT_SOCKET="tcp://127.0.0.1:$SRV_EVENT_PORT"
}
# srv_tool CMD...: a server tool with Debian's python3 first on PATH
srv_tool() { (srv_env && exec "$@"); }

# srv_spawn NAME CMD...: start CMD in its own session (the subshell execs
# it, so $! is its PID and its process group), remember the PID
srv_spawn() {
	name=$1; shift
	(srv_env && exec setsid "$@") </dev/null >"$SRV_DIR/logs/$name.out" 2>&1 9>&- &
	SRV_PIDS="$! $SRV_PIDS"
	echo "$!" > "$SRV_DIR/pids/$name"
}

# srv_wait WHAT SECONDS CMD...: poll CMD once a second until it succeeds
srv_wait() {
	what=$1 left=$2; shift 2
	until "$@" >/dev/null 2>&1; do
		left=$((left - 1))
		[ "$left" -gt 0 ] || { srv_say "$what: not ready after $2 s (logs in $SRV_DIR/logs)"; return 1; }
		sleep 1
	done
}

srv_pg_start() {
	SRV_PG=$(pg_lsclusters -h 2>/dev/null | awk '$4 == "down" { print $1 " " $2; exit }')
	[ -n "$SRV_PG" ] || return 0
	# shellcheck disable=SC2086
	pg_ctlcluster $SRV_PG start 9>&- || { srv_say "cannot start PostgreSQL $SRV_PG"; SRV_PG=''; return 1; }
}

srv_api_up() { curl -sf -o /dev/null "http://127.0.0.1:$SRV_HTTP_PORT/api/v0.2/system/version/"; }
srv_worker_online() { srv_tool lavacli -i "$SRV_ID" workers show "$SRV_WORKER" | grep -q 'state *: Online'; }

# One local server a machine: its ports and database are shared, so its
# users (the suite, lava/local-server) take this lock first, for at most 20 min.
SRV_LOCK=${SRV_LOCK:-/run/zsfree-eval/lava-server.lock}

srv_start() {
	SRV_DIR=$1; shift
	mkdir -p "$(dirname "$SRV_LOCK")" && exec 9>"$SRV_LOCK" || { srv_say "cannot open $SRV_LOCK"; return 1; }
	flock -w 1200 9 || { srv_say "another local lava-server user holds $SRV_LOCK (20 min): try again later"; return 1; }
	rm -rf "$SRV_DIR" && mkdir -p "$SRV_DIR/logs" "$SRV_DIR/pids" "$SRV_DIR/config" || return 1
	chown lavaserver "$SRV_DIR/logs" || return 1
	srv_pg_start || return 1
	srv_spawn gunicorn gunicorn3 lava_server.wsgi --log-file "$SRV_DIR/logs/gunicorn.log" \
		-u lavaserver -g lavaserver --worker-class eventlet --workers 2 --bind "127.0.0.1:$SRV_HTTP_PORT"
	srv_spawn publisher lava-server manage lava-publisher --log-file "$SRV_DIR/logs/publisher.log" \
		--host 127.0.0.1 --port "$SRV_WS_PORT"
	srv_spawn scheduler lava-server manage lava-scheduler --log-file "$SRV_DIR/logs/scheduler.log"
	srv_wait "the server's API on 127.0.0.1:$SRV_HTTP_PORT" 90 srv_api_up || return 1
	SRV_DEVICES=$* SRV_USER=$SRV_USER SRV_WORKER=$SRV_WORKER srv_tool lava-server manage shell \
		< "${top:?}/lava/lib/server_setup.py" > "$SRV_DIR/setup.out" 2>&1 ||
		{ srv_say "configuring the server failed: $(tail -1 "$SRV_DIR/setup.out")"; return 1; }
	token=$(sed -n 's/^token //p' "$SRV_DIR/setup.out")
	(umask 077 && sed -n 's/^worker-token //p' "$SRV_DIR/setup.out" > "$SRV_DIR/worker.token")
	rm -f "$SRV_DIR/setup.out"
	srv_tool lavacli identities add --uri "http://127.0.0.1:$SRV_HTTP_PORT/RPC2" --username "$SRV_USER" \
		--token "$token" "$SRV_ID" || { srv_say "lavacli identities add failed"; return 1; }
	for dev in "$@"; do
		dev=${dev%%:*}
		srv_tool lavacli -i "$SRV_ID" devices dict set "$dev" "$SRV_DICT" >/dev/null ||
			{ srv_say "lavacli devices dict set $dev failed"; return 1; }
	done
	srv_spawn worker lava-worker --name "$SRV_WORKER" --url "http://127.0.0.1:$SRV_HTTP_PORT/" \
		--ws-url "http://127.0.0.1:$SRV_WS_PORT/ws/" --token-file "$SRV_DIR/worker.token" \
		--log-file "$SRV_DIR/logs/worker.log" --ping-interval 5 --job-log-interval 2
	srv_wait "worker $SRV_WORKER online" 60 srv_worker_online
}

# srv_stop: TERM each session started here, KILL what is left after 15 s
srv_stop() {
	for pid in $SRV_PIDS; do kill -TERM "-$pid" 2>/dev/null; done
	for pid in $SRV_PIDS; do
		n=0
		while kill -0 "-$pid" 2>/dev/null && [ "$n" -lt 15 ]; do sleep 1; n=$((n + 1)); done
		kill -KILL "-$pid" 2>/dev/null
	done
	SRV_PIDS=''
	# shellcheck disable=SC2086
	[ -z "$SRV_PG" ] || pg_ctlcluster $SRV_PG stop || srv_say "stopping PostgreSQL $SRV_PG failed"
	SRV_PG=''
	exec 9>&-
}
