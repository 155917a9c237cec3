#!/usr/bin/env bash
# Instructions per request (per item for the stream rows) of the example server (io.mutiny adapter) and of the raw
# Vert.x Web application, counted by valgrind's callgrind: a measure of the CPU work per request that does not depend
# on the machine's load (bench/http.sh's req/s and CPU time per request swing by 10 % from one round to the next on a
# virtual machine) and resolves differences of 1 %.
#
# Both servers run under `valgrind --tool=callgrind --separate-threads=yes`, with the instrumentation off (about 5 times
# faster) except in the measured sections, with a fixed heap that never collects (Epsilon GC), two JIT compiler threads
# and no guaranteed safepoint every second (a safepoint's cost on the event loop would depend on the wall-clock time
# of a section). Every row is first loaded WARMUP_REQUESTS times (a stream row: WARMUP_STREAMS requests) on both
# servers, so that C2 compiled the paths. Then, REPEATS times over all rows: a short warm-up of the row
# (WARMUP_REQUESTS / 5), a wait until the JIT logged no compilation for JIT_QUIET s (3; at most JIT_WAIT s, 60: under
# valgrind the compile queue drains long after the load that filled it), the instrumentation on, the counters zeroed (callgrind_control -z), exactly REQUESTS requests
# (a stream row: STREAMS requests of STREAM_COUNT items) from a client outside valgrind (bench/http_instr.py: one
# keep-alive connection, one request at a time), a dump (callgrind_control -d), the instrumentation off. A dump has one
# file per thread; the instructions of the threads running Java code (event loops, acceptor and workers: every thread
# of the request path; the other Java threads are idle; see http_instr.py count) divided by the number of requests
# (items) are the row's count. The JIT compiler threads' instructions in the section are
# printed too: non-zero, the section still compiled something (a longer WARMUP_REQUESTS then), and the count may
# include interpreted or C1 code.
#
# The two servers are measured at the same time (one on each core when the machine is quiet): counts do not depend on
# the load. The table gives per row: each server's mean count over the repeats whose section compiled nothing (the JIT
# log; over all repeats when every one compiled) and their spread ((max - min) / mean), how many there were, the ratio raw / example (higher is better, as in bench/http.sh: 1.00 means as few instructions
# as raw); then the route pairs of the example server (annotated resource / programmatic route, sub-resource locator /
# direct method), their ratio the same way round (reference / route).
#
#   bench/http-instr.sh                   about 20 minutes on a loaded machine, after bench/http.sh (or
#                                         `mvn -pl jmh,examples -am package -DskipTests`) built the jars
#   REQUESTS=5000 REPEATS=3 bench/http-instr.sh
#   ROWS=text bench/http-instr.sh         only the rows whose name contains "text"
#   EXAMPLE_JAR=/tmp/before/mutiny-examples.jar bench/http-instr.sh    another build of the example server
#   KEEP=/tmp/instr bench/http-instr.sh   keeps the dumps (callgrind_annotate them), the servers' logs and the JIT's
#                                         code addresses (SERVER.perf-map, jcmd Compiler.perfmap) there
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
requests=${REQUESTS:-2000}
repeats=${REPEATS:-3}
warmup_requests=${WARMUP_REQUESTS:-10000}
streams=${STREAMS:-2}
warmup_streams=${WARMUP_STREAMS:-20}
stream_count=${STREAM_COUNT:-2000}
rows_filter=${ROWS:-}
jit_quiet=${JIT_QUIET:-3}
jit_wait=${JIT_WAIT:-60}
example_port=${EXAMPLE_PORT:-18190}
raw_port=${RAW_PORT:-18191}
example_jar=${EXAMPLE_JAR:-examples/target/mutiny-examples.jar}
raw_jar=${RAW_JAR:-jmh/target/benchmarks.jar}
if [ -n "${KEEP:-}" ]; then
    mkdir -p "$KEEP"
    work=$(cd "$KEEP" && pwd)
else
    work=$(mktemp -d)
fi
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
    [ -n "${KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
client() { python3 bench/http_instr.py "$@"; }

jvm_options=(-XX:CICompilerCount=2 -XX:-UseDynamicNumberOfCompilerThreads -XX:+UnlockExperimentalVMOptions -XX:+UseEpsilonGC -Xms4g -Xmx4g
    -XX:+UnlockDiagnosticVMOptions -XX:GuaranteedSafepointInterval=0 -XX:-UsePerfData -XX:+PrintCompilation)
# start NAME PORT JAVA_ARGS...: the server under callgrind (instrumentation off), once its port answers
start() {
    local name=$1 port=$2
    shift 2
    valgrind --tool=callgrind --separate-threads=yes --instr-atstart=no --smc-check=all-non-file \
        --vex-iropt-register-updates=allregs-at-mem-access --callgrind-out-file="$work/$name.cg" \
        java "${jvm_options[@]}" "$@" > "$work/$name.log" 2>&1 &
    local pid=$!
    pids+=("$pid")
    echo "$pid" > "$work/$name.pid"
    for _ in $(seq 1 300); do
        if curl -s -o /dev/null "http://127.0.0.1:$port/programmatic/text"; then
            return 0
        fi
        kill -0 "$pid" 2> /dev/null || { echo "$name exited: $(grep -v '^==' "$work/$name.log" | tail -3)" >&2; exit 1; }
        sleep 1
    done
    echo "$name did not listen on $port" >&2
    exit 1
}

printf '{"first":"Bob","last":"Builder"}' > "$work/person.json"
cp bench/guests.json "$work/guests.json"

# name|path|POST body file|Accept header (a stream row: counted per item)|path on the example server when it differs:
# the rows of bench/http-alloc.sh (the URLs of bench/http.sh), and the annotated routes of http.sh's route pairs.
rows=(
    "GET /reactive/person|/programmatic/reactive/person||"
    "POST /reactive/person|/programmatic/reactive/person|$work/person.json|"
    "POST /guests|/guests|$work/guests.json|"
    "GET /hello/{name}|/programmatic/hello/Bob||"
    "GET /hello-worker/{name}|/hello-worker/Bob||"
    "GET /text|/programmatic/text||"
    "GET /text/sub-class|/programmatic/text/sub-class||"
    "annotated GET /reactive/person|/programmatic/reactive/person|||/reactive/person"
    "annotated POST /reactive/person|/programmatic/reactive/person|$work/person.json||/reactive/person"
    "annotated GET /text|/programmatic/text|||/text"
    "annotated GET /text/sub-class|/programmatic/text/sub-class|||/text/sub-class"
    "NDJSON stream (per item)|/stream/numbers?count=$stream_count||application/x-ndjson"
    "JSON array stream (per item)|/stream/numbers?count=$stream_count||application/json"
    "SSE stream (per item)|/stream/numbers?count=$stream_count||text/event-stream"
)
# route|reference route: pairs of rows of the example server (ratio reference / route)
pairs=(
    "annotated GET /reactive/person|GET /reactive/person"
    "annotated POST /reactive/person|POST /reactive/person"
    "annotated GET /text|GET /text"
    "annotated GET /text/sub-class|annotated GET /text"
)
selected=()
for row in "${rows[@]}"; do
    IFS='|' read -r name _ <<< "$row"
    if [[ -z "$rows_filter" || "$name" == *"$rows_filter"* ]]; then
        selected+=("$row")
    fi
done

# load SERVER ROW COUNT: COUNT requests (a stream row: COUNT streams) of one row; prints the units served
load() {
    local server=$1 row=$2 count=$3 name path body accept example_path port target
    IFS='|' read -r name path body accept example_path <<< "$row"
    port=$raw_port
    target=$path
    if [ "$server" = example ]; then
        port=$example_port
        target=${example_path:-$path}
    fi
    client load "$port" "$target" "$count" ${body:+--body "$body"} ${accept:+--accept "$accept"} > /dev/null
    if [ -n "$accept" ]; then echo $((count * stream_count)); else echo "$count"; fi
}

# jit_quiet SERVER: waits (at most JIT_WAIT s) until the server's JIT logged no compilation for JIT_QUIET s: under
# valgrind C2 compiles 20-50 times slower, and the queue of a warm-up still drains long after its last request
jit_quiet() {
    local log="$work/$1.log" lines waited=0
    lines=$(grep -vc '^==' "$log" || true)
    while [ "$waited" -lt "$jit_wait" ]; do
        sleep "$jit_quiet"
        waited=$((waited + jit_quiet))
        [ "$(grep -vc '^==' "$log" || true)" != "$lines" ] || return 0
        lines=$(grep -vc '^==' "$log" || true)
    done
}

# measure SERVER: the warm-up and the REPEATS measured passes of one server; one line per row and repeat in
# $work/SERVER.counts: "row|repeat|Vert.x instructions per unit|compiler instructions|other|compilations"
measure() {
    local server=$1 pid dump=0 row repeat name accept count rewarm units compiled_before compiled java compiler other busiest
    pid=$(cat "$work/$server.pid")
    for row in "${selected[@]}"; do
        IFS='|' read -r name _ _ accept _ <<< "$row"
        count=$warmup_requests
        [ -z "$accept" ] || count=$warmup_streams
        load "$server" "$row" "$count" > /dev/null
    done
    for repeat in $(seq 1 "$repeats"); do
        for row in "${selected[@]}"; do
            IFS='|' read -r name _ _ accept _ <<< "$row"
            count=$requests
            rewarm=$((warmup_requests / 5))
            if [ -n "$accept" ]; then
                count=$streams
                rewarm=$((warmup_streams / 5 + 1))
            fi
            load "$server" "$row" "$rewarm" > /dev/null
            jit_quiet "$server"
            callgrind_control -i on "$pid" > /dev/null 2>&1
            callgrind_control -z "$pid" > /dev/null 2>&1
            compiled_before=$(grep -vc '^==' "$work/$server.log" || true)
            units=$(load "$server" "$row" "$count")
            compiled=$(($(grep -vc '^==' "$work/$server.log" || true) - compiled_before))
            callgrind_control -b "$pid" > "$work/$server.backtrace" 2> /dev/null
            callgrind_control -d "$pid" > /dev/null 2>&1
            callgrind_control -i off "$pid" > /dev/null 2>&1
            dump=$((dump + 1))
            read -r java compiler other busiest <<< "$(client count "$work/$server.cg.$dump" "$work/$server.backtrace")"
            echo "$name|$repeat|$(awk -v n="$java" -v u="$units" 'BEGIN { printf "%.1f", n / u }')|$compiler|$other|$compiled" \
                >> "$work/$server.counts"
            echo "$server: $name (repeat $repeat): $java instructions for $units, compilers $compiler, other threads $other, $compiled compilations; busiest threads $busiest" >&2
        done
    done
}

start example "$example_port" -jar "$example_jar" --port "$example_port"
start raw "$raw_port" -cp "$raw_jar" io.mutiny.jmh.http.RawVertxServer --port "$raw_port"
rm -f "$work/example.counts" "$work/raw.counts"
measure example &
example_job=$!
measure raw &
raw_job=$!
wait "$example_job"
wait "$raw_job"
if [ -n "${KEEP:-}" ]; then
    # the names of the JIT's code, whose addresses are all callgrind_annotate shows of it: ADDRESS SIZE METHOD lines
    for server in example raw; do
        pid=$(cat "$work/$server.pid")
        jcmd "$pid" Compiler.perfmap > /dev/null 2>&1 && mv "/tmp/perf-$pid.map" "$work/$server.perf-map" || true
    done
fi

python3 - "$work/example.counts" "$work/raw.counts" "${pairs[@]}" << 'PY'
import sys
from collections import defaultdict

def read(path):
    """row -> the counts of its sections without a compilation (all of them, starred, when none was)"""
    clean, every = defaultdict(list), defaultdict(list)
    for line in open(path):
        name, _, per_unit, _, _, compilations = line.rstrip("\n").split("|")
        every[name].append(float(per_unit))
        if int(compilations) == 0:
            clean[name].append(float(per_unit))
    return {name: (clean[name] or values, len(clean[name]), len(values)) for name, values in every.items()}

def mean(values):
    return sum(values) / len(values)

def spread(values):
    return (max(values) - min(values)) / mean(values) * 100

example = read(sys.argv[1])
raw = read(sys.argv[2])
print(f"{'Row':34} {'example instr/op':>17} {'spread':>7} {'raw instr/op':>13} {'spread':>7} {'raw / example':>14}"
      "  sections without compilation (example, raw)")
for name in example:
    (e, e_clean, e_all), (r, r_clean, r_all) = example[name], raw[name]
    print(f"{name:34} {mean(e):17,.0f} {spread(e):6.2f}% {mean(r):13,.0f} {spread(r):6.2f}% {mean(r) / mean(e):14.3f}"
          f"  {e_clean}/{e_all}, {r_clean}/{r_all}")
example = {name: values for name, (values, _, _) in example.items()}
print()
print(f"{'Route pair (example server)':60} {'route instr/op':>15} {'reference':>10} {'reference / route':>18}")
for pair in sys.argv[3:]:
    route, reference = pair.split("|")
    if route in example and reference in example:
        print(f"{route + ' / ' + reference:60} {mean(example[route]):15,.0f} {mean(example[reference]):10,.0f}"
              f" {mean(example[reference]) / mean(example[route]):18.3f}")
PY
