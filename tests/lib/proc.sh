# shellcheck shell=sh
# proc.sh: what the sh tests ask of a process they started.
#
#   alive PID   status 0 if PID is running and not a zombie (an init that
#               does not reap, as in a container, leaves killed processes
#               as zombies, which kill -0 still finds)
#   wait_file F  wait until F is there and not empty (a process has
#               started), 20 s at most; status 1 if it never was

alive() {
	alive_st_=$(ps -o stat= -p "$1" 2>/dev/null)
	[ -n "$alive_st_" ] && [ "${alive_st_#Z}" = "$alive_st_" ]
}

wait_file() {
	wait_file_n_=0
	while [ ! -s "$1" ]; do
		[ "$wait_file_n_" -lt 200 ] || return 1
		sleep 0.1; wait_file_n_=$((wait_file_n_ + 1))
	done
}
