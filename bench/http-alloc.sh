#!/usr/bin/env bash
# Bytes allocated and CPU time spent per request (per item for the stream rows) by the example server (io.mutiny
# adapter) and the raw Vert.x Web application: the -prof gc of the HTTP benchmarks. Neither depends much on the
# machine's load, unlike throughput: allocations not at all, CPU time (the server's own threads' run time, not the
# time they waited for a CPU) only through caches shared with other work.
#
# For every row a JFR recording is started in each server around a load; the bytes allocated by the Vert.x threads
# (event loops and workers: jdk.ThreadAllocationStatistics at the start and end of the recording) and their CPU time
# (/proc/PID/task/*/schedstat) and their context switches (/proc/PID/task/*/status: each voluntary one is a thread
# that parked and was woken again, the cost of a hop between the event loop and a worker) are divided by the number of requests (wrk's count) or, for the stream rows, of items
# (STREAMS sequential requests of STREAM_COUNT items each, a fixed amount of work). Before any measurement every row is
# loaded on both servers for WARMUP s (a stream row: STREAMS requests), so that the JIT has compiled every path: a row
# measured before the others are warm reads the interpreter's and C1's allocations (the first row's raw figure moved
# from 2.5 to 4.6 kB between two runs without it). A recording started and stopped before the warm-up takes the cost of
# JFR's first start out of the measurements.
#
#   bench/http-alloc.sh            after bench/http.sh (or `mvn -pl jmh,examples -am package -DskipTests`) built the jars
#   SECONDS_PER_ENDPOINT=5 WARMUP=10 bench/http-alloc.sh
#   EXAMPLE_JAR=/tmp/before/mutiny-examples.jar bench/http-alloc.sh    another build of the example server
#   ROWS=stream bench/http-alloc.sh                                    only the rows whose name contains "stream"
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
seconds=${SECONDS_PER_ENDPOINT:-3}
warmup=${WARMUP:-5}
streams=${STREAMS:-20}
stream_count=${STREAM_COUNT:-100000}
rows_filter=${ROWS:-}
example_port=${EXAMPLE_PORT:-18090}
raw_port=${RAW_PORT:-18091}
example_jar=${EXAMPLE_JAR:-examples/target/mutiny-examples.jar}
raw_jar=${RAW_JAR:-jmh/target/benchmarks.jar}
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

start() {
    local name=$1 port=$2
    shift 2
    "$@" > "$work/$name.log" 2>&1 &
    local pid=$!
    for _ in $(seq 1 120); do
        if curl -s -o /dev/null "http://127.0.0.1:$port/programmatic/text"; then
            pids+=("$pid")
            echo "$pid" > "$work/$name.pid"
            return 0
        fi
        sleep 0.5
    done
    echo "$name did not listen on $port" >&2
    return 1
}

start example "$example_port" java -jar "$example_jar" --port "$example_port"
start raw "$raw_port" java -cp "$raw_jar" io.mutiny.jmh.http.RawVertxServer --port "$raw_port"
port_of() { if [ "$1" = example ]; then echo "$example_port"; else echo "$raw_port"; fi; }

printf '{"first":"Bob","last":"Builder"}' > "$work/person.json"
cp bench/guests.json "$work/guests.json"
for body in "$work/person.json" "$work/guests.json"; do
    cat > "${body%.json}.lua" << LUA
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local file = io.open("$body", "rb")
wrk.body = file:read("*a")
file:close()
LUA
done

# name|path|POST body file|Accept header (a stream row: counted per item)|path on the example server when it differs.
# Both servers serve the example's URLs for its routes written with mutiny-http (/programmatic/...: the seeds' paths
# serve the annotated resources there), matched by Vert.x Web against the same patterns. The two "annotated" rows give
# the cost of the annotated sub-resource locator on the example server (its row minus the direct method's, both on a
# worker thread) next to the cost of a Vert.x sub-router on the raw server (the same difference, on the event loop).
rows=(
    "GET /reactive/person|/programmatic/reactive/person||"
    "POST /reactive/person|/programmatic/reactive/person|$work/person.json|"
    "POST /guests|/guests|$work/guests.json|"
    "GET /hello/{name}|/programmatic/hello/Bob||"
    "GET /hello-worker/{name}|/hello-worker/Bob||"
    "GET /text|/programmatic/text||"
    "GET /text/sub-class|/programmatic/text/sub-class||"
    "annotated GET /text|/programmatic/text|||/text"
    "annotated GET /text/sub-class|/programmatic/text/sub-class|||/text/sub-class"
    "NDJSON stream (per item)|/stream/numbers?count=$stream_count||application/x-ndjson"
    "JSON array stream (per item)|/stream/numbers?count=$stream_count||application/json"
    "SSE stream (per item)|/stream/numbers?count=$stream_count||text/event-stream"
)

# allocated JFR: the sum over threads of (last - first) allocated bytes in the recording
allocated() {
    jfr print --json --events jdk.ThreadAllocationStatistics "$1" | python3 -c '
import json, sys
first, last = {}, {}
for event in json.load(sys.stdin)["recording"]["events"]:
    # the request path only: event loops and workers, not the threads of JFR
    if not (event["values"]["thread"].get("javaName") or "").startswith("vert.x-"):
        continue
    thread = event["values"]["thread"]["javaThreadId"]
    first.setdefault(thread, event["values"]["allocated"])
    last[thread] = event["values"]["allocated"]
print(sum(last[t] - first[t] for t in last))'
}

# cpu_ns PID: the run time (ns) of the process's Vert.x threads so far (the kernel's comm is cut to 15 characters)
cpu_ns() {
    local total=0 task
    for task in /proc/"$1"/task/*; do
        if [[ $(cat "$task/comm" 2> /dev/null) == vert.x-* ]]; then
            total=$((total + $(cut -d' ' -f1 "$task/schedstat" 2> /dev/null || echo 0)))
        fi
    done
    echo "$total"
}

# switches PID: the context switches so far of the process's Vert.x threads (voluntary: a thread that parked or
# waited for I/O, so one wake-up each; involuntary: preempted)
switches() {
    local task
    for task in /proc/"$1"/task/*; do
        if [[ $(cat "$task/comm" 2> /dev/null) == vert.x-* ]]; then
            cat "$task/status" 2> /dev/null || true
        fi
    done | awk '/^(non)?voluntary_ctxt_switches:/ { total += $2 } END { printf "%.0f", total }'
}

# run SERVER PATH BODY ACCEPT [SECONDS]: a load; prints the number of units it served (requests or items)
run() {
    local port
    port=$(port_of "$1")
    if [ -n "$4" ]; then
        for _ in $(seq 1 "$streams"); do
            curl -s -o /dev/null -H "Accept: $4" "http://127.0.0.1:$port$2"
        done
        echo $((streams * stream_count))
    else
        wrk -t1 -c16 -d"${5:-$seconds}s" ${3:+-s "${3%.json}.lua"} "http://127.0.0.1:$port$2" | awk '/requests in/ {print $1}'
    fi
}

selected=()
for row in "${rows[@]}"; do
    IFS='|' read -r name _ <<< "$row"
    if [[ -z "$rows_filter" || "$name" == *"$rows_filter"* ]]; then
        selected+=("$row")
    fi
done

# The first JFR recording of a JVM instruments JDK classes (socket and file events), which throws compiled code
# away: done once here, before the warm-up, it no longer lands in the first row's measurement.
for server in example raw; do
    jcmd "$(cat "$work/$server.pid")" JFR.start name=instrument settings=default > /dev/null
    jcmd "$(cat "$work/$server.pid")" JFR.stop name=instrument > /dev/null
done
echo "Warm-up: every row on both servers for $warmup s" >&2
for row in "${selected[@]}"; do
    IFS='|' read -r name path body accept example_path <<< "$row"
    run example "${example_path:-$path}" "$body" "$accept" "$warmup" > /dev/null
    run raw "$path" "$body" "$accept" "$warmup" > /dev/null
done

printf '%-30s %14s %14s %16s %16s %14s %14s\n' "Row" "example B/op" "raw B/op" "example CPU ns/op" "raw CPU ns/op" \
    "example cs/op" "raw cs/op"
for row in "${selected[@]}"; do
    IFS='|' read -r name path body accept example_path <<< "$row"
    bytes_line=""
    cpu_line=""
    switches_line=""
    for server in example raw; do
        pid=$(cat "$work/$server.pid")
        target=$path
        [ "$server" != example ] || target=${example_path:-$path}
        run "$server" "$target" "$body" "$accept" > /dev/null # warm-up
        jcmd "$pid" JFR.start name=alloc settings=default > /dev/null
        cpu_before=$(cpu_ns "$pid")
        switches_before=$(switches "$pid")
        units=$(run "$server" "$target" "$body" "$accept")
        cpu_after=$(cpu_ns "$pid")
        switches_after=$(switches "$pid")
        jcmd "$pid" JFR.stop name=alloc filename="$work/$server.jfr" > /dev/null
        bytes=$(allocated "$work/$server.jfr")
        bytes_line+=$(awk -v bytes="$bytes" -v units="$units" 'BEGIN { printf " %14.1f", bytes / units }')
        cpu_line+=$(awk -v ns=$((cpu_after - cpu_before)) -v units="$units" 'BEGIN { printf " %16.1f", ns / units }')
        switches_line+=$(awk -v n=$((switches_after - switches_before)) -v units="$units" \
            'BEGIN { printf " %14.2f", n / units }')
    done
    printf '%-30s%s%s%s\n' "$name" "$bytes_line" "$cpu_line" "$switches_line"
done
