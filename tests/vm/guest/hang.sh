#!/bin/sh
# check-vm guest: never finishes; the run must fail as a timeout.
echo "hang: sleeping past the limit"
sleep 600
