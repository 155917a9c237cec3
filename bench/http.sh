#!/usr/bin/env bash
# HTTP load benchmarks: the example server (io.mutiny adapter) against a raw Vert.x Web application doing the same
# work, on 127.0.0.1, the servers pinned to one core and wrk to another. Writes the table into docs/benchmarks.md.
#
# First a warm-up loads every endpoint of both servers (WARMUP s each, not recorded), then ROUNDS rounds measure
# every endpoint on both servers back to back (DURATION s each), the server measured first alternating from round to
# round. Before each measured load the measured server collects its garbage (jcmd GC.run) and both servers run with
# the same fixed heap (HEAP), so that a load does not pay for the garbage of the one before it (a stream row leaves
# hundreds of megabytes) nor for a heap resize: one suspected source of the spread of single rounds (0.6 to 1.8 times
# the other server for one endpoint in a run of 2 s rounds without it). The report gives each endpoint's median ratio over the rounds with its range (the spread), and the same for
# the servers' CPU time per request (their event loops' and workers' run time, /proc/PID/task/*/schedstat, divided by
# wrk's request count): when a server is not busy all the time (wrk -t1 saturates before a fast server does, which the
# log's busy % shows), its req/s measure the load generator, while its CPU time per request still measures the server.
# The route pairs compare two routes of the example server the same way, req/s and CPU time (an annotated resource
# against the same programmatic route, a sub-resource locator against the direct method), measured back to back in
# each round in alternating order.
#
#   bench/http.sh                          about 10 minutes: 4 s warm-up, 5 rounds of 3 s per endpoint and server
#   DURATION=5 ROUNDS=6 bench/http.sh      a longer run, about 17 minutes
#   DURATION=1 WARMUP=1 ROUNDS=1 bench/http.sh    a smoke test of the script (its numbers mean nothing)
#   SKIP_BUILD=1 bench/http.sh             with the jars already built
#
# Linux only (taskset, /proc). Installs wrk from the distribution's packages when it is absent.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
duration=${DURATION:-3}
warmup=${WARMUP:-4}
rounds=${ROUNDS:-5}
heap=${HEAP:-512m}
connections=${CONNECTIONS:-32}
stream_count=${STREAM_COUNT:-100000}
example_port=${EXAMPLE_PORT:-18080}
raw_port=${RAW_PORT:-18081}
example_jar=examples/target/mutiny-examples.jar

if ! command -v wrk > /dev/null; then
    sudo_if_needed=$([ "$(id -u)" = 0 ] || echo sudo)
    $sudo_if_needed apt-get update -qq && $sudo_if_needed apt-get install -y -qq wrk
fi

cores=$(nproc)
if [ "$cores" -ge 2 ]; then
    server_cpus=0-$((cores / 2 - 1))
    load_cpus=$((cores / 2))-$((cores - 1))
else
    server_cpus=0
    load_cpus=0
fi

if [ "${SKIP_BUILD:-}" != 1 ]; then
    mvn -q -pl jmh,examples -am package -DskipTests
fi
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

# start NAME PORT COMMAND...: starts a server pinned to the server cores, waits until its port answers.
start() {
    local name=$1 port=$2
    shift 2
    taskset -c "$server_cpus" "$@" > "$work/$name.log" 2>&1 &
    local pid=$!
    for _ in $(seq 1 120); do
        if ! kill -0 "$pid" 2> /dev/null; then
            echo "$name exited: $(tail -3 "$work/$name.log")" >&2
            return 1
        fi
        if curl -s -o /dev/null "http://127.0.0.1:$port/text"; then
            pids+=("$pid")
            echo "$pid" > "$work/$name.pid"
            return 0
        fi
        sleep 0.5
    done
    kill "$pid"
    echo "$name did not listen on $port within 60 s" >&2
    return 1
}

servers=()
example_note=""
if [ -f "$example_jar" ] && start example "$example_port" java -Xms"$heap" -Xmx"$heap" -jar "$example_jar" --port "$example_port"; then
    servers+=(example)
else
    example_note="The example server was not available (no $example_jar, or it did not serve /text): only the raw Vert.x Web side was measured."
    echo "$example_note" >&2
fi
start raw "$raw_port" java -Xms"$heap" -Xmx"$heap" -cp jmh/target/benchmarks.jar io.mutiny.jmh.http.RawVertxServer --port "$raw_port"
servers+=(raw)

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

# name|path|POST body file|connections|Accept header|path on the example server when it differs (its routes written
# with mutiny-http: the seeds' paths serve the annotated resources)
endpoints=(
    "GET /reactive/person|/reactive/person||$connections||/programmatic/reactive/person"
    "POST /reactive/person|/reactive/person|$work/person.json|$connections||/programmatic/reactive/person"
    "POST /guests|/guests|$work/guests.json|$connections|"
    "GET /hello/{name}|/hello/Bob||$connections||/programmatic/hello/Bob"
    "GET /hello-worker/{name}|/hello-worker/Bob||$connections|"
    "GET /text|/text||$connections||/programmatic/text"
    "GET /text/sub-class|/text/sub-class||$connections||/programmatic/text/sub-class"
    "NDJSON /stream/numbers?count=$stream_count|/stream/numbers?count=$stream_count||4|application/x-ndjson"
    "JSON array /stream/numbers?count=$stream_count|/stream/numbers?count=$stream_count||4|application/json"
    "SSE /stream/numbers?count=$stream_count|/stream/numbers?count=$stream_count||4|text/event-stream"
)

# name|route|reference route|POST body file|connections|goal (lowest route / reference ratio): two routes of the
# example server that answer the same bytes
route_pairs=(
    "annotated / programmatic GET /reactive/person|/reactive/person|/programmatic/reactive/person||$connections|0.98"
    "annotated / programmatic POST /reactive/person|/reactive/person|/programmatic/reactive/person|$work/person.json|$connections|0.98"
    "locator / direct GET /text/sub-class over /text|/text/sub-class|/text||$connections|0.96"
)
[ "${servers[0]}" = example ] || route_pairs=()

# Every endpoint must answer 200 on every server before anything is measured, and both servers must stream the
# same bytes.
for endpoint in "${endpoints[@]}"; do
    IFS='|' read -r name path body conns accept example_path <<< "$endpoint"
    for server in "${servers[@]}"; do
        port=$(port_of "$server")
        target=$path
        [ "$server" != example ] || target=${example_path:-$path}
        if [ -n "$body" ]; then
            status=$(curl -s -o "$work/$server.body" -w '%{http_code}' -X POST -H 'Content-Type: application/json' \
                --data-binary "@$body" "http://127.0.0.1:$port$target")
        else
            status=$(curl -s -o "$work/$server.body" -w '%{http_code}' ${accept:+-H "Accept: $accept"} \
                "http://127.0.0.1:$port$target")
        fi
        if [ "$status" != 200 ]; then
            echo "$server: $name answered $status" >&2
            exit 1
        fi
    done
    if [ -n "$accept" ] && [ "${#servers[@]}" = 2 ] && ! cmp -s "$work/example.body" "$work/raw.body"; then
        echo "$name: the two servers streamed different bytes" >&2
        exit 1
    fi
done
for pair in "${route_pairs[@]}"; do
    IFS='|' read -r name route reference body conns goal <<< "$pair"
    for path in "$route" "$reference"; do
        status=$(curl -s -o "$work/${path//\//_}.body" -w '%{http_code}' ${body:+-X POST -H 'Content-Type: application/json' --data-binary "@$body"} \
            "http://127.0.0.1:$example_port$path")
        [ "$status" = 200 ] || { echo "example: $path of $name answered $status" >&2; exit 1; }
    done
    if ! cmp -s "$work/${route//\//_}.body" "$work/${reference//\//_}.body"; then
        echo "$name: the two routes answered different bytes" >&2
        exit 1
    fi
done
lines=$(curl -s "http://127.0.0.1:$raw_port/stream/numbers?count=$stream_count" | wc -l)
[ "$lines" = "$stream_count" ] || { echo "raw: the NDJSON stream had $lines lines" >&2; exit 1; }

# cpu_ns PID: the run time (ns) so far of a server's request path: its Vert.x event loops and workers, not its JIT
# compiler and GC threads (the kernel cuts thread names to 15 characters)
cpu_ns() {
    local task
    for task in /proc/"$1"/task/*; do
        if [[ $(cat "$task/comm" 2> /dev/null) == vert.x-* ]]; then
            cat "$task/schedstat" 2> /dev/null || true
        fi
    done | awk '{ total += $1 } END { printf "%.0f", total }'
}
server_cpu_count=$(taskset -c "$server_cpus" nproc)

# load SERVER ENDPOINT SECONDS [ROUND [RESULTS LABEL]]: runs wrk; with a ROUND, appends
# "round|label|name|req/s|p50|p99|server CPU us/request|server busy %" to RESULTS (by default: the server to $work/results).
load() {
    local server=$1 endpoint=$2 seconds=$3 round=${4:-} results=${5:-$work/results} label=${6:-$1}
    IFS='|' read -r name path body conns accept example_path <<< "$endpoint"
    local port pid cpu_before cpu_after
    port=$(port_of "$server")
    pid=$(cat "$work/$server.pid")
    [ "$server" != example ] || path=${example_path:-$path}
    local output
    [ -z "$round" ] || jcmd "$pid" GC.run > /dev/null
    cpu_before=$(cpu_ns "$pid")
    output=$(taskset -c "$load_cpus" wrk -t1 -c"$conns" -d"${seconds}s" --latency ${body:+-s "${body%.json}.lua"} \
        ${accept:+-H "Accept: $accept"} "http://127.0.0.1:$port$path")
    cpu_after=$(cpu_ns "$pid")
    if [ -n "$round" ]; then
        local rps p50 p99 errors requests cpu busy
        rps=$(awk '/^Requests\/sec:/ {print $2}' <<< "$output")
        p50=$(awk '$1 == "50%" {print $2}' <<< "$output")
        p99=$(awk '$1 == "99%" {print $2}' <<< "$output")
        errors=$(awk '/Non-2xx or 3xx responses:/ {print $5}' <<< "$output")
        requests=$(awk '/requests in/ {print $1}' <<< "$output")
        [ -z "$errors" ] || { echo "$server: $name had $errors non-2xx responses" >&2; exit 1; }
        cpu=$(awk -v ns=$((cpu_after - cpu_before)) -v n="$requests" 'BEGIN { printf "%.2f", ns / 1000 / n }')
        busy=$(awk -v ns=$((cpu_after - cpu_before)) -v s="$seconds" -v c="$server_cpu_count" \
            'BEGIN { printf "%.0f", ns / 1e7 / s / c }')
        echo "$round|$label|$name|$rps|$p50|$p99|$cpu|$busy" >> "$results"
        echo "  $label $name: $rps req/s, p50 $p50, p99 $p99, CPU $cpu us/request, server busy $busy %"
    fi
}

echo "Warm-up: every endpoint of every server for $warmup s"
for endpoint in "${endpoints[@]}"; do
    for server in "${servers[@]}"; do
        load "$server" "$endpoint" "$warmup"
    done
done
for pair in "${route_pairs[@]}"; do
    IFS='|' read -r name route reference body conns goal <<< "$pair"
    load example "$name|$route|$body|$conns|" "$warmup"
    load example "$name|$reference|$body|$conns|" "$warmup"
done

for round in $(seq 1 "$rounds"); do
    echo "Round $round of $rounds"
    order=("${servers[@]}")
    if [ $((round % 2)) = 0 ] && [ "${#servers[@]}" = 2 ]; then
        order=("${servers[1]}" "${servers[0]}")
    fi
    for endpoint in "${endpoints[@]}"; do
        for server in "${order[@]}"; do
            load "$server" "$endpoint" "$duration" "$round"
        done
    done
    for pair in "${route_pairs[@]}"; do
        IFS='|' read -r name route reference body conns goal <<< "$pair"
        sides=("route|$route" "reference|$reference")
        [ $((round % 2)) = 1 ] || sides=("${sides[1]}" "${sides[0]}")
        for side in "${sides[@]}"; do
            load example "$name|${side#*|}|$body|$conns|" "$duration" "$round" "$work/pairs" "${side%%|*}"
        done
    done
done

for server in "${servers[@]}"; do
    awk '/^VmHWM:/ {printf "%.0f", $2 / 1024}' "/proc/$(cat "$work/$server.pid")/status" > "$work/$server.rss"
done

java -cp jmh/target/benchmarks.jar io.mutiny.jmh.report.HttpReport "$work/results" docs/benchmarks.md \
    "example=$(cat "$work/example.rss" 2> /dev/null || echo)" "raw=$(cat "$work/raw.rss")" \
    "bench/http.sh   # DURATION=$duration WARMUP=$warmup ROUNDS=$rounds CONNECTIONS=$connections HEAP=$heap STREAM_COUNT=$stream_count; servers on CPUs $server_cpus, wrk -t1 on CPUs $load_cpus" \
    "$example_note"
if [ "${#route_pairs[@]}" -gt 0 ]; then
    goals=()
    for pair in "${route_pairs[@]}"; do
        IFS='|' read -r name route reference body conns goal <<< "$pair"
        goals+=("$name=$goal")
    done
    java -cp jmh/target/benchmarks.jar io.mutiny.jmh.report.RoutePairReport "$work/pairs" docs/benchmarks.md \
        "bench/http.sh   # DURATION=$duration WARMUP=$warmup ROUNDS=$rounds CONNECTIONS=$connections HEAP=$heap" "${goals[@]}"
fi
