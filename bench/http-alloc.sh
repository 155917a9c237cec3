#!/usr/bin/env bash
# Bytes allocated per request by the example server (io.mutiny adapter) and the raw Vert.x Web application, per
# endpoint: the -prof gc of the HTTP benchmarks. Allocation counts do not depend on the machine's load, unlike
# throughput. For every endpoint a JFR recording is started in each server around a wrk load; the bytes allocated
# by the Vert.x threads (event loops and workers: jdk.ThreadAllocationStatistics at the start and end of the
# recording) are divided by wrk's request count.
#
#   bench/http-alloc.sh            after bench/http.sh (or `mvn -pl jmh,examples -am package -DskipTests`) built the jars
#   SECONDS_PER_ENDPOINT=5 bench/http-alloc.sh
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
seconds=${SECONDS_PER_ENDPOINT:-3}
example_port=${EXAMPLE_PORT:-18090}
raw_port=${RAW_PORT:-18091}
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
        if curl -s -o /dev/null "http://127.0.0.1:$port/text"; then
            pids+=("$pid")
            echo "$pid" > "$work/$name.pid"
            return 0
        fi
        sleep 0.5
    done
    echo "$name did not listen on $port" >&2
    return 1
}

start example "$example_port" java -jar examples/target/mutiny-examples.jar --port "$example_port"
start raw "$raw_port" java -cp jmh/target/benchmarks.jar io.mutiny.jmh.http.RawVertxServer --port "$raw_port"
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

# name|path|POST body file|path on the example server when it differs (its routes written with mutiny-http: the
# seeds' paths serve the annotated resources)
endpoints=(
    "GET /reactive/person|/reactive/person||/programmatic/reactive/person"
    "POST /reactive/person|/reactive/person|$work/person.json|/programmatic/reactive/person"
    "POST /guests|/guests|$work/guests.json"
    "GET /hello/{name}|/hello/Bob||/programmatic/hello/Bob"
    "GET /hello-worker/{name}|/hello-worker/Bob|"
    "GET /text|/text||/programmatic/text"
    "GET /text/sub-class|/text/sub-class||/programmatic/text/sub-class"
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

printf '%-26s %14s %14s\n' "Endpoint" "example B/req" "raw B/req"
for endpoint in "${endpoints[@]}"; do
    IFS='|' read -r name path body example_path <<< "$endpoint"
    line=$(printf '%-26s' "$name")
    for server in example raw; do
        port=$(port_of "$server")
        target=$path
        [ "$server" != example ] || target=${example_path:-$path}
        pid=$(cat "$work/$server.pid")
        # warm-up, then one recording around the measured load
        wrk -t1 -c16 -d"${seconds}s" ${body:+-s "${body%.json}.lua"} "http://127.0.0.1:$port$target" > /dev/null
        jcmd "$pid" JFR.start name=alloc settings=profile > /dev/null
        requests=$(wrk -t1 -c16 -d"${seconds}s" ${body:+-s "${body%.json}.lua"} "http://127.0.0.1:$port$target" \
            | awk '/requests in/ {print $1}')
        jcmd "$pid" JFR.stop name=alloc filename="$work/$server.jfr" > /dev/null
        bytes=$(allocated "$work/$server.jfr")
        line+=$(printf ' %14s' "$((bytes / requests))")
    done
    echo "$line"
done
