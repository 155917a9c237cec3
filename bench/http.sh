#!/usr/bin/env bash
# HTTP load benchmarks: the example server (io.mutiny adapter) against a raw Vert.x Web application doing the same
# work, on 127.0.0.1, the servers pinned to one core and wrk to another. Writes the table into docs/benchmarks.md.
#
# Every server is started STARTS times (2): a start is a new JVM of each server, warmed up until its JIT is quiet (every
# endpoint of all servers loaded for WARMUP s each, pass after pass, see warm_up below), then measured for ROUNDS rounds
# (10) of every endpoint on both servers back to back (DURATION s each, 1), the server measured first alternating from
# round to round over the whole run, then stopped. The report's ratio is the median over all starts and rounds, with
# the 95 % confidence interval of that median (order statistics) in brackets, the range of the rounds and of the starts'
# medians in parentheses, and the run's resolution (the per-round σ and the interval of a median it implies) in the
# text. Why short loads, many rounds and two starts (the design until 2026-11-26 19:30 was 4 starts of one round of 3 s
# loads): one round is ±11-13 % (σ of the log-ratio 0.13 in req/s, 0.11 in CPU per request, quiet runs of 11:25 and
# 13:16), so a median of 4 rounds resolves ±15 %, and only more rounds narrow it (1.96 × 1.25 σ / √rounds: ±6.6 % with
# 20); the hypervisor's noise comes in episodes of seconds, which two adjacent 1 s loads share more often than two 3 s
# loads; and the second control (raw against a second raw JVM: 0.92 at 13:16 with one start, 0.96 over 4 starts at
# 15:50, range 0.92-1.02, narrower than raw against itself, 0.89-1.25) showed no start-to-start difference larger than
# the round noise, so starts cost warm-ups without buying resolution: two remain, to show that two starts agree.
# The servers collect their garbage (jcmd GC.run) before each round, and both servers run with the same fixed heap
# (HEAP), so that a round does not pay for the garbage of the one before it (a stream row leaves hundreds of megabytes;
# the stream rows are measured last in each round) nor for a heap resize. The report gives each endpoint's median
# ratio with its spreads, and the same for the servers' CPU time per request (their event loops' and workers' run
# time, /proc/PID/task/*/schedstat, divided by wrk's request count): when a server is not busy all the time (wrk -t1
# saturates before a fast server does, which the log's busy % shows), its req/s measure the load generator, while its
# CPU time per request still measures the server.
# The route pairs compare two routes of one server the same way, req/s and CPU time (an annotated resource against
# the same programmatic route, a sub-resource locator against the direct method), measured back to back in each round
# in alternating order; the control pair measures the raw server's GET /text against itself, whose spread is the
# resolution of the run (there is no difference to find), and a second control the same route against a second JVM
# running the raw server (what two starts of one server differ by, which the example / raw rows include).
#
# Each load also records what disturbed it: the share of its time the server's CPUs ran other threads than the
# server's event loops and workers (/proc/stat's per-CPU time minus their schedstat run time: other engineers' builds,
# the idle server, the server's own JIT compiler and GC), the machine's steal time (/proc/stat: the hypervisor's other
# guests), the GC pauses and JIT compilations in it (the servers log both to files). Both servers are pinned to the
# same CPUs, so a worker route's worker threads and event loops share them on raw and example alike: they wait for
# each other (the log's "waited"), which is the route's own cost and not a disturbance. An earlier version counted
# that wait: in the quiet run of 2026-11-26 06:04 the two rows served by worker threads read 46 and 48 % disturbed,
# every event-loop row 3 to 14 %, and every worker pair was measured again for nothing. A pair of loads (example and
# raw, or the two routes) of which one side lost more than DISTURBED % of its time (3 by default) is measured again, up
# to RETRIES times (2), and the least disturbed attempt is kept, so that a round in which another process held the
# server's CPU for part of a load does not enter the median. The whole run measures at most one pair in 16 again
# (RETRY_BUDGET): on a busy machine every pair is disturbed, the run would triple, and the table's disturbed column
# says so anyway.
#
#   bench/http.sh                          about 16-24 minutes on a quiet machine (estimated, not run there yet): 2
#                                          starts, each warmed up in 1 s loads until quiet (at most 6 passes) and
#                                          measured for 10 rounds of 1 s per endpoint and server (20 pairs per row)
#   STARTS=4 ROUNDS=1 DURATION=3 WARMUP=2 WARMUP_PASSES=2 JIT_QUIET=10 bench/http.sh    about the design of
#                                          2026-11-26 14:30-19:30 (it then warmed only what still compiled, and
#                                          collected the garbage before each load), 20 minutes
#   RETRIES=0 bench/http.sh                every pair measured once, disturbed or not
#   WARMUP_REQUESTS=0 bench/http.sh        warm-ups of WARMUP s whatever the number of requests served
#   CHURN_CONNECTIONS=32 bench/http.sh     no connection churn in the warm-up (a load like the measured ones)
#   ROUNDS=15 bench/http.sh                a longer run, about 22-30 minutes (30 pairs per row)
#   STARTS=1 ROUNDS=2 WARMUP_PASSES=2 bench/http.sh    a smoke test of the script (its numbers mean nothing)
#   SKIP_BUILD=1 bench/http.sh             with the jars already built
#   ROWS=text bench/http.sh                only the rows and route pairs whose name contains "text" (and the control)
#
# Linux only (taskset, /proc). Installs wrk from the distribution's packages when it is absent.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
duration=${DURATION:-1}
warmup=${WARMUP:-1}
starts=${STARTS:-2}
rounds=${ROUNDS:-10}
heap=${HEAP:-512m}
connections=${CONNECTIONS:-32}
disturbed=${DISTURBED:-3}
retries=${RETRIES:-2}
warmup_passes=${WARMUP_PASSES:-6}
warmup_requests=${WARMUP_REQUESTS:-20000}
jit_quiet=${JIT_QUIET:-5}
churn_connections=${CHURN_CONNECTIONS:-2000}
# wrk holds one descriptor per connection: below the process's limit, whatever CHURN_CONNECTIONS asks
open_files=$(ulimit -n)
[ "$open_files" = unlimited ] || [ "$churn_connections" -le $((open_files - 100)) ] ||
    churn_connections=$((open_files - 100))
stream_count=${STREAM_COUNT:-100000}
example_port=${EXAMPLE_PORT:-18080}
raw_port=${RAW_PORT:-18081}
second_raw_port=${SECOND_RAW_PORT:-18082}
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
    taskset -c "$server_cpus" "$@" > "$work/$name-$jvm_start.log" 2>&1 &
    local pid=$!
    for _ in $(seq 1 120); do
        if ! kill -0 "$pid" 2> /dev/null; then
            echo "$name exited: $(tail -3 "$work/$name-$jvm_start.log")" >&2
            return 1
        fi
        if curl -s -o /dev/null "http://127.0.0.1:$port/programmatic/text"; then
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

# jvm NAME: the servers' JVM options: the same fixed heap, and their GC pauses and JIT compilations logged to files
# (one pair per start) that each load reads (co-measures of its disturbances)
jvm() {
    echo "-Xms$heap -Xmx$heap -Xlog:gc:file=$work/$1-$jvm_start.gc -Xlog:jit+compilation=debug:file=$work/$1-$jvm_start.jit"
}
# start_servers: starts the example server (when its jar starts), the raw server and a second raw JVM (raw2, for the
# second control only: what two starts of one JVM on one jar differ by, the JIT's compilations, where the heap and
# threads land, which the first control, inside one JVM, cannot show); sets `servers` (example first when it runs)
start_servers() {
    servers=()
    # shellcheck disable=SC2046 # jvm's options are words
    if [ -z "$example_note" ] && [ -f "$example_jar" ] &&
        start example "$example_port" java $(jvm example) -jar "$example_jar" --port "$example_port"; then
        servers+=(example)
    elif [ "$jvm_start" -gt 1 ] && [ -z "$example_note" ]; then
        echo "the example server did not start again (start $jvm_start)" >&2
        exit 1
    elif [ -z "$example_note" ]; then
        example_note="The example server was not available (no $example_jar, or it did not serve /programmatic/text): only the raw Vert.x Web side was measured."
        echo "$example_note" >&2
    fi
    # shellcheck disable=SC2046
    start raw "$raw_port" java $(jvm raw) -cp jmh/target/benchmarks.jar io.mutiny.jmh.http.RawVertxServer --port "$raw_port"
    servers+=(raw)
    # shellcheck disable=SC2046
    start raw2 "$second_raw_port" java $(jvm raw2) -cp jmh/target/benchmarks.jar io.mutiny.jmh.http.RawVertxServer \
        --port "$second_raw_port"
}
# stop_servers: records each server's peak RSS (MB, VmHWM; the largest over the starts is kept), then stops the
# servers of this start and waits until they have exited, so that the next start has the CPUs and ports to itself
stop_servers() {
    local server pid rss
    for server in "${servers[@]}" raw2; do
        pid=$(cat "$work/$server.pid")
        rss=$(awk '/^VmHWM:/ {printf "%.0f", $2 / 1024}' "/proc/$pid/status")
        [ "$rss" -le "$(cat "$work/$server.rss" 2> /dev/null || echo 0)" ] || echo "$rss" > "$work/$server.rss"
        kill "$pid"
        while kill -0 "$pid" 2> /dev/null; do sleep 0.2; done
    done
    pids=()
}
example_note=""
jvm_start=1
start_servers
port_of() {
    case $1 in
        example) echo "$example_port" ;;
        raw2) echo "$second_raw_port" ;;
        *) echo "$raw_port" ;;
    esac
}

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

# name|path|POST body file|connections|Accept header|path on the example server when it differs. Both servers serve
# the example's URLs for its routes written with mutiny-http (/programmatic/...: the seeds' paths serve the annotated
# resources there), so that Vert.x Web matches the same paths against the same patterns on both (RawVertxServer).
endpoints=(
    "GET /reactive/person|/programmatic/reactive/person||$connections|"
    "POST /reactive/person|/programmatic/reactive/person|$work/person.json|$connections|"
    "POST /guests|/guests|$work/guests.json|$connections|"
    "GET /hello/{name}|/programmatic/hello/Bob||$connections|"
    "GET /hello-worker/{name}|/hello-worker/Bob||$connections|"
    "GET /text|/programmatic/text||$connections|"
    "GET /text/sub-class|/programmatic/text/sub-class||$connections|"
    "NDJSON /stream/numbers?count=$stream_count|/stream/numbers?count=$stream_count||4|application/x-ndjson"
    "JSON array /stream/numbers?count=$stream_count|/stream/numbers?count=$stream_count||4|application/json"
    "SSE /stream/numbers?count=$stream_count|/stream/numbers?count=$stream_count||4|text/event-stream"
)

# name|route|reference route|POST body file|connections|goal (lowest route / reference ratio)|server (example when
# empty)|server of the reference route (the same when empty): two routes that answer the same bytes. The controls
# measure one route against itself, in one JVM and against a second start of the same server: their spreads are what
# the instrument reads when there is no difference to read.
route_pairs=(
    "control: raw GET /text against itself|/programmatic/text|/programmatic/text||$connections||raw"
    "control: raw GET /text against a second raw JVM|/programmatic/text|/programmatic/text||$connections||raw|raw2"
    "annotated / programmatic GET /reactive/person|/reactive/person|/programmatic/reactive/person||$connections|0.98"
    "annotated / programmatic POST /reactive/person|/reactive/person|/programmatic/reactive/person|$work/person.json|$connections|0.98"
    "locator / direct GET /text/sub-class over /text|/text/sub-class|/text||$connections|0.96"
)
[ "${servers[0]}" = example ] || route_pairs=("${route_pairs[@]:0:2}")
if [ -n "${ROWS:-}" ]; then
    selected=()
    for endpoint in "${endpoints[@]}"; do [[ ${endpoint%%|*} != *"$ROWS"* ]] || selected+=("$endpoint"); done
    endpoints=("${selected[@]}")
    selected=("${route_pairs[@]:0:2}")
    for route_pair in "${route_pairs[@]:2}"; do [[ ${route_pair%%|*} != *"$ROWS"* ]] || selected+=("$route_pair"); done
    route_pairs=("${selected[@]}")
fi

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
for route_pair in "${route_pairs[@]}"; do
    IFS='|' read -r name route reference body conns goal server reference_server <<< "$route_pair"
    server=${server:-example}
    reference_server=${reference_server:-$server}
    for side in "$server|$route" "$reference_server|$reference"; do
        path=${side#*|}
        status=$(curl -s -o "$work/${path//\//_}.body" -w '%{http_code}' ${body:+-X POST -H 'Content-Type: application/json' --data-binary "@$body"} \
            "http://127.0.0.1:$(port_of "${side%%|*}")$path")
        [ "$status" = 200 ] || { echo "${side%%|*}: $path of $name answered $status" >&2; exit 1; }
    done
    if ! cmp -s "$work/${route//\//_}.body" "$work/${reference//\//_}.body"; then
        echo "$name: the two routes answered different bytes" >&2
        exit 1
    fi
done
lines=$(curl -s "http://127.0.0.1:$raw_port/stream/numbers?count=$stream_count" | wc -l)
[ "$lines" = "$stream_count" ] || { echo "raw: the NDJSON stream had $lines lines" >&2; exit 1; }

# counters PID NAME: the run time and the run-queue wait (ns) so far of a server's request path, its Vert.x event loops
# and workers (not its JIT compiler and GC threads; the kernel cuts thread names to 15 characters), then the
# machine's steal time (USER_HZ ticks, /proc/stat), the lines of the server's GC log and the compilations in its JIT
# log (not its "made not entrant" lines, which a C2 compile writes for the C1 code it replaces, nor its "made zombie"
# lines, which the sweeper writes by the hundred after a full collection, see warm_up), then the time the
# server's CPUs ran any thread (user, nice and system ticks of their /proc/stat lines: not idle, I/O wait, interrupts
# or steal) and the clock (ns), both read first: reading the threads takes a while on a loaded machine, and the
# shares are computed over the time between two readings, not over wrk's duration alone
counters() {
    local task busy_and_clock
    busy_and_clock="$(awk -v cpus="$server_cpus" 'BEGIN {
        split(cpus, range, "-"); low = range[1]; high = range[2] == "" ? range[1] : range[2] }
        $1 ~ /^cpu[0-9]+$/ { n = substr($1, 4) + 0; if (n >= low && n <= high) busy += $2 + $3 + $4 }
        END { printf "%.0f", busy }' /proc/stat) $(date +%s%N)"
    for task in /proc/"$1"/task/*; do
        if [[ $(cat "$task/comm" 2> /dev/null) == vert.x-* ]]; then
            cat "$task/schedstat" 2> /dev/null || true
        fi
    done | awk '{ run += $1; wait += $2 } END { printf "%.0f %.0f ", run, wait }'
    awk '$1 == "cpu" { printf "%s ", $9 }' /proc/stat
    echo "$(wc -l < "$work/$2-$jvm_start.gc") $(compiled "$2") $busy_and_clock"
}
# compiled NAME [FROM]: the number of compilations in the JIT log of the server's current start; with FROM, the
# methods compiled after the first FROM compilations instead, one a line
compiled() {
    awk -v from="${2:--1}" '/ made (not entrant|zombie)/ { next }
        { n++; if (from >= 0 && n > from) for (i = 1; i <= NF; i++) if ($i ~ /::/) print $i }
        END { if (from < 0) print n + 0 }' "$work/$1-$jvm_start.jit"
}
server_cpu_count=$(taskset -c "$server_cpus" nproc)
ticks_per_second=$(getconf CLK_TCK)

# load SERVER ENDPOINT SECONDS [ROUND [LABEL]]: runs wrk, sets `served` to its request count; with a ROUND, sets
# `measured` to the line
# "round|label|name|req/s|p50|p99|server CPU us/request|server busy %|other %|steal %|GC ms|JIT compilations" (label:
# the server by default) and `disturbance` to the share of the load's time (%) the server's CPUs ran other threads
# than the server's event loops and workers (other processes, the idle server, the JIT compiler and GC threads) plus
# the machine's steal time; always sets `compilations` to the JIT compilations during the load.
#
# Not the run-queue wait of the server's threads, which the log still prints as "waited": on one CPU an event loop
# waits while a worker of the same server runs and the other way round (see the top of this file).
load() {
    local server=$1 endpoint=$2 seconds=$3 round=${4:-} label=${5:-$1}
    IFS='|' read -r name path body conns accept example_path <<< "$endpoint"
    local port pid before after
    port=$(port_of "$server")
    pid=$(cat "$work/$server.pid")
    [ "$server" != example ] || path=${example_path:-$path}
    local output
    before=$(counters "$pid" "$server")
    output=$(taskset -c "$load_cpus" wrk -t1 -c"$conns" -d"${seconds}s" --latency ${body:+-s "${body%.json}.lua"} \
        ${accept:+-H "Accept: $accept"} "http://127.0.0.1:$port$path")
    after=$(counters "$pid" "$server")
    compilations=$(($(cut -d' ' -f5 <<< "$after") - $(cut -d' ' -f5 <<< "$before")))
    served=$(awk '/requests in/ {print $1}' <<< "$output")
    if [ -n "$round" ]; then
        local rps p50 p99 errors requests
        rps=$(awk '/^Requests\/sec:/ {print $2}' <<< "$output")
        p50=$(awk '$1 == "50%" {print $2}' <<< "$output")
        p99=$(awk '$1 == "99%" {print $2}' <<< "$output")
        errors=$(awk '/Non-2xx or 3xx responses:/ {print $5}' <<< "$output")
        requests=$(awk '/requests in/ {print $1}' <<< "$output")
        [ -z "$errors" ] || { echo "$server: $name had $errors non-2xx responses" >&2; exit 1; }
        local cpu busy wait steal gc_ms jit
        read -r cpu busy wait other steal jit disturbance <<< "$(awk -v before="$before" -v after="$after" \
            -v n="$requests" -v s="$seconds" -v c="$server_cpu_count" -v cores="$cores" -v hz="$ticks_per_second" 'BEGIN {
                split(before, b, " "); split(after, a, " ")
                elapsed = (a[7] - b[7]) / 1e9
                if (elapsed < s) elapsed = s
                run = a[1] - b[1]; wait = (a[2] - b[2]) / 1e7 / elapsed / c
                steal = (a[3] - b[3]) * 100 / hz / elapsed / cores
                other = (a[6] - b[6]) * 100 / hz / elapsed / c - run / 1e7 / elapsed / c
                if (other < 0) other = 0 # the ticks count in 1 / hz steps, the run time in ns
                printf "%.2f %.0f %.1f %.1f %.1f %d %.1f", run / 1000 / n, run / 1e7 / elapsed / c, wait, other, steal,
                    a[5] - b[5], other + steal
            }')"
        gc_ms=$(awk -v from="$(cut -d' ' -f4 <<< "$before")" 'NR > from && / Pause / { v = $NF; sub(/ms$/, "", v)
            total += v } END { printf "%.0f", total }' "$work/$server-$jvm_start.gc")
        measured="$round|$label|$name|$rps|$p50|$p99|$cpu|$busy|$other|$steal|$gc_ms|$jit"
        echo "  $label $name: $rps req/s, p50 $p50, p99 $p99, CPU $cpu us/request, server busy $busy %," \
            "other threads on its CPUs $other %, steal $steal %, (its threads waited $wait %), GC $gc_ms ms," \
            "JIT $jit compilations"
    fi
}

# pair ROUND RESULTS SERVER LABEL ENDPOINT SERVER LABEL ENDPOINT: measures the two sides back to back, in that order;
# when either side was disturbed (more than DISTURBED % of its time, see load), measures the pair again, up to
# RETRIES times, and keeps the least disturbed attempt; appends its two lines to RESULTS
pair() {
    local round=$1 results=$2 attempt best_lines="" best=""
    shift 2
    for attempt in $(seq 0 "$retries"); do
        if [ "$attempt" -gt 0 ]; then
            [ "$retry_budget" -gt 0 ] || break
            retry_budget=$((retry_budget - 1))
            echo "  disturbed ($best %): measuring the pair again"
        fi
        local lines worst
        load "$1" "$3" "$duration" "$round" "$2"
        lines=$measured worst=$disturbance
        load "$4" "$6" "$duration" "$round" "$5"
        lines="$lines"$'\n'"$measured"
        worst=$(awk -v a="$worst" -v b="$disturbance" 'BEGIN { print (a > b ? a : b) }')
        if [ -z "$best" ] || awk -v a="$worst" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$worst best_lines=$lines
        fi
        if awk -v a="$worst" -v limit="$disturbed" 'BEGIN { exit !(a <= limit) }'; then
            break
        fi
    done
    echo "$best_lines" >> "$results"
}

# at most one pair in 16 measured again (one in 8 before 2026-11-26 19:30: half a round of four; the short loads are
# many, and a retried pair costs its time twice)
retry_budget=${RETRY_BUDGET:-$(((${#endpoints[@]} + ${#route_pairs[@]}) * starts * rounds / 16))}

# warm_up: loads every endpoint and route of every server for WARMUP s (1), pass after pass, all targets of all servers
# in each pass (a later target's path can make the JIT recompile an earlier one's: a type profile that changes, an
# uncommon trap that fires), until a full pass of a server's targets compiles at most JIT_QUIET methods (5, counted in
# its JIT log without the "made not entrant" and "made zombie" lines, see counters: until 2026-11-26 19:30 every line
# counted, and in the smoke run of 19:36 656 of the example's 928 lines during the rounds were "made zombie" lines,
# in bursts of about 330 after a full collection by jcmd GC.run, against 182 compilations), at most WARMUP_PASSES
# passes (6); a server whose pass was quiet is not loaded again. In the first pass
# a target is loaded again (at most 5 loads) until it has served WARMUP_REQUESTS requests (20,000, about what C2 waits
# for; a stream row's request is thousands of items and is loaded once), so that a slow machine warms up too. The log
# gives each pass's compilations per server and the targets that still compiled (more than one method in the pass),
# and names the servers not quiet after the last pass: the quiet run of 2026-11-26 15:50, with two passes of 2 s
# only for the targets above 10 compilations, still saw 9 JIT log lines in the median measured load, up to 152 (all
# lines counted then).
warm_up() {
    local warm=() pass target endpoint server route_pair name route reference body conns goal reference_server
    local total loads target_compilations quiet=() compiling summary
    local -A pass_compilations pass_start
    local every_server=("${servers[@]}" raw2)
    for endpoint in "${endpoints[@]}"; do
        for server in "${servers[@]}"; do warm+=("$server|$endpoint"); done
    done
    for route_pair in "${route_pairs[@]}"; do
        IFS='|' read -r name route reference body conns goal server reference_server <<< "$route_pair"
        server=${server:-example}
        warm+=("$server|$name|$route|$body|$conns|" "${reference_server:-$server}|$name|$reference|$body|$conns|")
    done
    # a route pair's side that loads the same server, path and body as an endpoint or another pair is warm already
    mapfile -t warm < <(printf '%s\n' "${warm[@]}" | awk -F'|' '{ path = $1 == "example" && $7 != "" ? $7 : $3 }
        !seen[$1 "|" path "|" $4 "|" $6]++')
    # every measured load opens and closes 32 connections: what runs once per connection (accepting, the pipeline's
    # set-up, closing) reaches C2's thresholds (about 5,000 calls) only after 150 loads, and compiled in every warm-up
    # pass of the smoke runs of 19:33-19:53 (the methods the log named); one load per pass opening CHURN_CONNECTIONS
    # (2,000) connections at once calls it as often as 60 loads do, without changing what a request does
    for server in "${every_server[@]}"; do
        warm+=("$server|$churn_connections connections|/programmatic/text||$churn_connections|")
    done
    for pass in $(seq 1 "$warmup_passes"); do
        pass_compilations=() compiling=()
        for server in "${every_server[@]}"; do pass_start[$server]=$(compiled "$server"); done
        for target in "${warm[@]}"; do
            server=${target%%|*}
            [[ " ${quiet[*]} " != *" $server "* ]] || continue
            load "$server" "${target#*|}" "$warmup"
            target_compilations=$compilations total=$served loads=1
            while [ "$pass" = 1 ] && [ -z "$(cut -d'|' -f6 <<< "$target")" ] && [ "$total" -lt "$warmup_requests" ] &&
                [ "$loads" -lt 5 ]; do
                load "$server" "${target#*|}" "$warmup"
                total=$((total + served)) loads=$((loads + 1)) target_compilations=$((target_compilations + compilations))
            done
            pass_compilations[$server]=$((${pass_compilations[$server]:-0} + target_compilations))
            [ "$target_compilations" -le 1 ] ||
                compiling+=("$server $(cut -d'|' -f2 <<< "$target") at $(cut -d'|' -f3 <<< "$target"): $target_compilations")
        done
        summary=""
        for server in "${every_server[@]}"; do
            [ -n "${pass_compilations[$server]:-}" ] || continue
            summary+=" $server ${pass_compilations[$server]},"
            [ "${pass_compilations[$server]}" -gt "$jit_quiet" ] || quiet+=("$server")
        done
        echo "Warm-up pass $pass (loads of $warmup s), compilations:${summary%,}"
        [ "${#compiling[@]}" = 0 ] || printf '  still compiling: %s\n' "${compiling[@]}"
        [ "${#quiet[@]}" -lt "${#every_server[@]}" ] || break
    done
    for server in "${every_server[@]}"; do
        [[ " ${quiet[*]} " != *" $server "* ]] || continue
        echo "Not quiet after $warmup_passes warm-up passes: $server, ${pass_compilations[$server]} compilations in the" \
            "last, among them: $(compiled "$server" "${pass_start[$server]}" | head -12 | paste -sd' ')"
    done
}

# measure_endpoint ROUND FIRST ENDPOINT: the endpoint on both servers, the example first when FIRST is 1
measure_endpoint() {
    if [ "${#servers[@]}" = 1 ]; then
        load raw "$3" "$duration" "$1"
        echo "$measured" >> "$work/results"
    elif [ "$2" = 1 ]; then
        pair "$1" "$work/results" example example "$3" raw raw "$3"
    else
        pair "$1" "$work/results" raw raw "$3" example example "$3"
    fi
}

# measure ROUND: one round, every endpoint on both servers and every route pair, each a pair of loads back to back; the
# side measured first alternates with the run's round count (odd: the example, or the pair's route, first), so that
# it alternates across starts too. The servers collect their garbage (jcmd GC.run) once, before the round, not before
# each load: the request/response rows come first and leave little garbage (each server's load follows its own load
# of another such row); the stream rows, which leave hundreds of megabytes, come last, before the next round's
# collection. Before 2026-11-26 19:30 each measured load had its own GC.run, a JVM start of jcmd next to a 3 s load.
measure() {
    local round=$1 first_round endpoint route_pair name route reference body conns goal server reference_server
    first_round=$((round % 2))
    round="$jvm_start.$round"
    for server in "${servers[@]}" raw2; do jcmd "$(cat "$work/$server.pid")" GC.run > /dev/null; done
    for endpoint in "${endpoints[@]}"; do
        [ -n "$(cut -d'|' -f5 <<< "$endpoint")" ] || measure_endpoint "$round" "$first_round" "$endpoint"
    done
    for route_pair in "${route_pairs[@]}"; do
        IFS='|' read -r name route reference body conns goal server reference_server <<< "$route_pair"
        server=${server:-example}
        reference_server=${reference_server:-$server}
        if [ "$first_round" = 1 ]; then
            pair "$round" "$work/pairs" "$server" route "$name|$route|$body|$conns|" \
                "$reference_server" reference "$name|$reference|$body|$conns|"
        else
            pair "$round" "$work/pairs" "$reference_server" reference "$name|$reference|$body|$conns|" \
                "$server" route "$name|$route|$body|$conns|"
        fi
    done
    for endpoint in "${endpoints[@]}"; do
        [ -z "$(cut -d'|' -f5 <<< "$endpoint")" ] || measure_endpoint "$round" "$first_round" "$endpoint"
    done
}

# STARTS starts of every server, each warmed up and then measured ROUNDS rounds: a round's results are keyed
# START.ROUND, from which the reports take the median over all rounds and the spread over the starts
round_count=0
for jvm_start in $(seq 1 "$starts"); do
    if [ "$jvm_start" -gt 1 ]; then
        stop_servers
        start_servers
    fi
    echo "Start $jvm_start of $starts"
    warm_up
    for round in $(seq 1 "$rounds"); do
        round_count=$((round_count + 1))
        echo "Round $round of $rounds (start $jvm_start)"
        measure "$round_count"
    done
done
stop_servers

# ROWS may select route pairs only (ROWS=locator): then there is no example / raw table to write
[ ! -s "$work/results" ] || java -cp jmh/target/benchmarks.jar io.mutiny.jmh.report.HttpReport "$work/results" docs/benchmarks.md \
    "example=$(cat "$work/example.rss" 2> /dev/null || echo)" "raw=$(cat "$work/raw.rss")" \
    "bench/http.sh   # STARTS=$starts ROUNDS=$rounds DURATION=$duration WARMUP=$warmup WARMUP_REQUESTS=$warmup_requests CONNECTIONS=$connections HEAP=$heap STREAM_COUNT=$stream_count; servers on CPUs $server_cpus, wrk -t1 on CPUs $load_cpus" \
    "$example_note"
if [ "${#route_pairs[@]}" -gt 0 ]; then
    goals=()
    for route_pair in "${route_pairs[@]}"; do
        IFS='|' read -r name route reference body conns goal server <<< "$route_pair"
        [ -z "$goal" ] || goals+=("$name=$goal")
    done
    java -cp jmh/target/benchmarks.jar io.mutiny.jmh.report.RoutePairReport "$work/pairs" docs/benchmarks.md \
        "bench/http.sh   # STARTS=$starts ROUNDS=$rounds DURATION=$duration WARMUP=$warmup WARMUP_REQUESTS=$warmup_requests CONNECTIONS=$connections HEAP=$heap" "${goals[@]}"
fi
