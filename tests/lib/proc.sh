# shellcheck shell=sh
# proc.sh: what the sh tests ask of a process they started.
#
#   alive PID   status 0 if PID is running and not a zombie (an init that
#               does not reap, as in a container, leaves killed processes
#               as zombies, which kill -0 still finds)

alive() {
	alive_st_=$(ps -o stat= -p "$1" 2>/dev/null)
	[ -n "$alive_st_" ] && [ "${alive_st_#Z}" = "$alive_st_" ]
}
