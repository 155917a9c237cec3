#!/usr/bin/env python3
"""Reads the scheduler trace and the block times of io.mutiny.jmh.HopTrace (see bench/hop-trace.sh): per row, the
subscriptions per second and, per subscription, the wake-ups of the benchmark's threads by where the woken thread
ran, with the median delay from wake-up to running; then the same for the row's fastest and slowest quarter of
250 ms windows, which shows what a fast stretch differs in. Python 3 standard library only."""

import bisect
import re
import statistics
import sys

WINDOW = 0.25
EVENT = re.compile(r'^\s*\[(\d+)\]\s+([\d.]+):\s+sched:(\w+):\s+(.*)$')
SWITCH = re.compile(r'prev_comm=.* prev_pid=(\d+) .*==> next_comm=(.*) next_pid=(\d+)')
WAKEUP = re.compile(r'comm=(.*) pid=(\d+) prio=')
PLACES = ('waker vCPU', 'idle vCPU', 'busy vCPU')


def wakeups(trace):
    """(time, woken thread, place, delay) of every wake-up of a hop-* thread."""
    running = {}  # cpu -> pid
    pending = {}  # pid -> (time, waker cpu, other cpu idle then)
    names = {}
    found = []
    for line in open(trace):
        match = EVENT.match(line)
        if not match:
            continue
        cpu, time, name, rest = int(match.group(1)), float(match.group(2)), match.group(3), match.group(4)
        if name == 'sched_switch':
            switch = SWITCH.search(rest)
            pid = int(switch.group(3))
            running[cpu] = pid
            if pid in pending:
                woken, waker_cpu, target_idle = pending.pop(pid)
                place = PLACES[0] if cpu == waker_cpu else (PLACES[1] if target_idle else PLACES[2])
                found.append((woken, names[pid], place, time - woken))
        else:
            wakeup = WAKEUP.search(rest)
            pid = int(wakeup.group(2))
            names[pid] = wakeup.group(1)
            others = [c for c in running if c != cpu]
            pending[pid] = (time, cpu, any(running[c] == 0 for c in others))
    return found


def rows(blocks):
    """{row: (start, end, [(time, subscriptions so far)])} from HopTrace's output."""
    result = {}
    current = None
    for line in open(blocks):
        fields = line.split()
        if fields[0] == 'row':
            current = fields[1]
            result[current] = (int(fields[2]) / 1e9, int(fields[3]) / 1e9, [])
        else:
            result[current][2].append((int(fields[0]) / 1e9, int(fields[1])))
    return result


def report(label, events, subscriptions, seconds):
    print('  %-22s %9.0f subscriptions/s' % (label, subscriptions / seconds))
    for thread in sorted({e[1] for e in events}):
        cells = []
        for place in PLACES:
            delays = [e[3] for e in events if e[1] == thread and e[2] == place]
            if delays:
                cells.append('%s %.2f/sub (median %.1f us)' % (place, len(delays) / subscriptions,
                                                                 statistics.median(delays) * 1e6))
        print('    %-14s woken on: %s' % (thread, ', '.join(cells)))


def main(trace, blocks):
    events = wakeups(trace)
    times = [e[0] for e in events]
    for row, (start, end, marks) in rows(blocks).items():
        print(row)
        in_row = events[bisect.bisect_left(times, start):bisect.bisect_right(times, end)]
        in_times = [e[0] for e in in_row]
        report('whole row', in_row, marks[-1][1], marks[-1][0] - start)
        windows = []
        mark_times = [m[0] for m in marks]
        t = start
        while t + WINDOW <= marks[-1][0]:
            first = bisect.bisect_left(mark_times, t)
            last = bisect.bisect_left(mark_times, t + WINDOW) - 1
            if last > first:
                window = (marks[first][0], marks[last][0])
                count = marks[last][1] - marks[first][1]
                windows.append((count / (window[1] - window[0]), window, count))
            t += WINDOW
        windows.sort()
        quarter = max(1, len(windows) // 4)
        for label, chosen in (('fastest quarter', windows[-quarter:]), ('slowest quarter', windows[:quarter])):
            chosen_events = []
            for _, (first, last), _ in chosen:
                chosen_events += in_row[bisect.bisect_left(in_times, first):bisect.bisect_left(in_times, last)]
            report(label, chosen_events, sum(w[2] for w in chosen), sum(w[1][1] - w[1][0] for w in chosen))


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
