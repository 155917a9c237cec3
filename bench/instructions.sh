#!/usr/bin/env bash
# Instructions per operation of one JMH benchmark method, counted by callgrind: a measure the machine's load does not
# change, for comparing two builds or two libraries' rows when the JMH scores' spread hides a difference.
#
#   bench/instructions.sh FlatMapJust.mutiny n=1
#   bench/instructions.sh FlatMapJust.rxjava n=1 warmup=200000 measured=100000
#   bench/instructions.sh Scrabble.mutiny warmup=6 measured=1 dataDir=$PWD/../shared/data/scrabble
#
# Runs io.mutiny.jmh.Instructions (its javadoc says what each phase does) under callgrind, then prints the
# instructions of the main thread's second measured phase minus its first, divided by the first's operation count.
# JAR (default jmh/target/benchmarks.jar, built if absent) selects another build, as a class path: an older build
# first, then a jar holding io.mutiny.jmh.Instructions (JAR=old.jar:jmh/target/benchmarks.jar). JAVA_OPTIONS adds
# JVM options, CALLGRIND_OPTIONS callgrind options (for instance --dump-instr=yes, see bench/callgrind_methods.py);
# KEEP=DIR keeps the dumps. Needs valgrind (apt-get install valgrind). About a minute for the n=1 rows.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
[ $# -ge 1 ] || { sed -n '2,14p' "$0" >&2; exit 2; }
jar=${JAR:-jmh/target/benchmarks.jar}
[ -n "${JAR:-}" ] || [ -f "$jar" ] || mvn -q -pl jmh -am package -DskipTests
command -v valgrind > /dev/null || { echo "valgrind is not installed" >&2; exit 1; }
work=${KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
# Without --smc-check and --vex-iropt-register-updates the JVM dies under callgrind (an implicit null check of C2
# code is not recognised); -Xbatch and two compiler threads make the compilations happen in the same order each run.
# The default collector (G1) as in the JMH runs: its write barriers are part of the compiled code counted.
# shellcheck disable=SC2086
if ! valgrind --tool=callgrind --smc-check=all-non-file --vex-iropt-register-updates=allregs-at-mem-access \
    --separate-threads=yes --dump-before=JVM_Sleep --callgrind-out-file="$work/callgrind.out.%p" \
    ${CALLGRIND_OPTIONS:-} \
    java -Xbatch -XX:CICompilerCount=2 -Xms1g -Xmx1g ${JAVA_OPTIONS:-} \
    -cp "$jar" io.mutiny.jmh.Instructions "$@" 2> "$work/valgrind.log" | tee "$work/run.log"; then
    grep -v '^==' "$work/valgrind.log" | tail -20 >&2
    exit 1
fi

# The operation count of the first measured phase, as the run printed it ("..., then M and 2M measured; ..."), and
# its dumps: callgrind names a dump <file>.<part>-<thread>; the main thread is thread 02 (01 is the launcher's), and
# parts 2 and 3 end at the sleeps after the two measured phases.
measured=$(sed -n 's/.* operations, then \([0-9]*\) and .*/\1/p' "$work/run.log")
first=$(ls "$work"/callgrind.out.*.2-02)
second=${first%.2-02}.3-02
total() { sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$1"; }
echo "instructions per operation: $(( ($(total "$second") - $(total "$first")) / measured ))" \
    "($(total "$first") for $measured operations, $(total "$second") for $((2 * measured)); dumps in $work)"
