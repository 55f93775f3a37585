#!/bin/sh
# check-vm guest: a deliberately broken script; the run must fail.
echo "broken: about to fail on purpose"
exit 3
