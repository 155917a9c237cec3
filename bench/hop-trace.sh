#!/usr/bin/env bash
# Where the EmitOnHop n=1 threads wake each other, and what a fast window differs in (docs/benchmarks-journal.md, issue #11).
#
#   bench/hop-trace.sh [seconds per row] [row...]     default: 10 s each of emitOn_mutiny emitOn_reactor emitOn_rxjava
#
# Runs io.mutiny.jmh.HopTrace (2 s warm-up per row, then the measured time) under a scheduler trace of the whole machine
# (perf record of sched_wakeup and sched_switch; root or perf_event_paranoid <= -1), then bench/hop_trace.py prints,
# per row and per 250 ms window, the subscriptions per second and the wake-ups per subscription by where the woken
# thread ran: on the vCPU of the thread that woke it, on the other vCPU while that one was idle (a halted vCPU to wake),
# or on the other vCPU while busy. Needs a built jar (mvn -q -pl jmh -am package -DskipTests).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-10}
shift || true
rows=("$@")
[ ${#rows[@]} -gt 0 ] || rows=(emitOn_mutiny emitOn_reactor emitOn_rxjava)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# only the benchmark's threads and the idle task: enough to know, at each wake-up, whether the other vCPU was idle
perf record -q -k CLOCK_MONOTONIC -a -o "$work/perf.data" \
    -e sched:sched_wakeup --filter 'comm ~ "hop-*"' \
    -e sched:sched_switch --filter 'prev_comm ~ "hop-*" || next_comm ~ "hop-*" || prev_pid == 0 || next_pid == 0' \
    -- java -cp "$root/jmh/target/benchmarks.jar" io.mutiny.jmh.HopTrace "$work/blocks.txt" 2 "$seconds" "${rows[@]}" \
    > /dev/null
perf script -i "$work/perf.data" -F cpu,time,event,trace 2> /dev/null > "$work/sched.txt"
python3 "$root/bench/hop_trace.py" "$work/sched.txt" "$work/blocks.txt"
