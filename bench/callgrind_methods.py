#!/usr/bin/env python3
"""Per-method costs of JIT-compiled Java code in a callgrind dump.

callgrind names JIT code by address and counts code entered by a jump (as from an itable or vtable stub) under the
function that jumped, so its own function view of a JVM run puts most of the compiled code under the stubs. This
script attributes every instruction address instead: run the JVM under callgrind with `--dump-instr=yes` (and
`--cache-sim=yes --branch-sim=yes` for the miss and misprediction events) and with
`-XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit`, which writes /tmp/perf-<pid>.map (address, size and name of
every compiled method alive at exit), then give it one dump of the thread that ran the work. With bench/instructions.sh:

    KEEP=/tmp/dumps CALLGRIND_OPTIONS='--dump-instr=yes --cache-sim=yes --branch-sim=yes' \
        JAVA_OPTIONS='-XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit' bench/instructions.sh Scrabble.mutiny \
        warmup=6 measured=1
    bench/callgrind_methods.py /tmp/dumps/callgrind.out.<pid>.2-02 /tmp/perf-<pid>.map [sort event] [rows]

It prints the totals, then one line per compiled method (C2 code includes what it inlined) with the events Ir, I1mr,
Bcm, Bim, D1mr and Dr where the dump has them, sorted by the given event (default Ir), and "lines": the distinct
64-byte lines of its code that ran, a measure of the code an operation needs in the instruction cache (the total
leaves out the interpreter and the native code). Addresses outside the map (the JVM itself, libc) are summed as
"native or unmapped". Used for the Scrabble sections of docs/benchmarks-journal.md.
"""
import bisect
import collections
import sys

SHOWN = ["Ir", "I1mr", "Bcm", "Bim", "D1mr", "Dr"]
NATIVE = "native or unmapped"
INTERPRETER = "Interpreter"
CACHE_LINE_BITS = 6


def position(token, previous):
    """One position of a cost line: absolute (decimal or hex), relative (+n, -n) or '*' (unchanged)."""
    if token == "*":
        return previous
    if token[0] in "+-":
        magnitude = token[1:]
        value = int(magnitude, 16) if magnitude.startswith("0x") else int(magnitude)
        return previous + value if token[0] == "+" else previous - value
    return int(token, 16) if token.startswith("0x") else int(token)


def costs_by_address(path):
    """The self cost of every instruction address (the inclusive cost lines after calls= are skipped)."""
    events, positions = [], 1
    costs = {}
    previous = [0, 0]
    after_call = False
    with open(path) as dump:
        for line in dump:
            if line.startswith("events:"):
                events = line.split()[1:]
            elif line.startswith("positions:"):
                positions = len(line.split()) - 1
            elif line.startswith("calls="):
                after_call = True
            elif line[:1].isdigit() or line[:1] in ("+", "-", "*"):
                fields = line.split()
                for i in range(positions):
                    previous[i] = position(fields[i], previous[i])
                if after_call:
                    after_call = False
                    continue
                cost = costs.setdefault(previous[0], [0] * len(events))
                for i, value in enumerate(fields[positions:]):
                    cost[i] += int(value)
    return events, costs


def compiled_methods(path):
    """The perf map's entries (start, size, name), sorted by start address."""
    methods = []
    with open(path) as perf_map:
        for line in perf_map:
            start, size, name = line.rstrip("\n").split(" ", 2)
            methods.append((int(start, 16), int(size, 16), name))
    methods.sort()
    return methods


def main(arguments):
    if len(arguments) < 2:
        sys.exit(__doc__)
    events, costs = costs_by_address(arguments[0])
    methods = compiled_methods(arguments[1])
    starts = [start for start, _, _ in methods]
    totals = collections.defaultdict(lambda: [0] * len(events))
    code_lines = collections.defaultdict(set)
    for address, cost in costs.items():
        i = bisect.bisect_right(starts, address) - 1
        inside = i >= 0 and address < methods[i][0] + methods[i][1]
        name = methods[i][2] if inside else NATIVE
        code_lines[name].add(address >> CACHE_LINE_BITS)
        total = totals[name]
        for k, value in enumerate(cost):
            total[k] += value
    compiled_lines = set()
    for name, lines in code_lines.items():
        if name not in (NATIVE, INTERPRETER):
            compiled_lines |= lines
    shown = [event for event in SHOWN if event in events]
    columns = [events.index(event) for event in shown]
    sort_event = arguments[2] if len(arguments) > 2 else "Ir"
    if sort_event not in events:
        sys.exit(f"no event {sort_event} in the dump; it has {' '.join(events)}")
    rows = int(arguments[3]) if len(arguments) > 3 else 40
    grand = [sum(total[k] for total in totals.values()) for k in range(len(events))]
    print("total " + " ".join(f"{event}={grand[k]:,}" for event, k in zip(shown, columns))
          + f" lines={len(compiled_lines):,} (compiled code)")
    print(" ".join(f"{event:>12}" for event in shown) + f" {'lines':>6}  method")
    ranked = sorted(totals.items(), key=lambda entry: -entry[1][events.index(sort_event)])
    for name, total in ranked[:rows]:
        print(" ".join(f"{total[k]:>12,}" for k in columns) + f" {len(code_lines[name]):>6,}  " + name)


if __name__ == "__main__":
    main(sys.argv[1:])
