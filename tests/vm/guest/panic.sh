#!/bin/sh
# check-vm guest: crash the kernel; the run must fail as a kernel report.
echo c > /proc/sysrq-trigger
sleep 30
