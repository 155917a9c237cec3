#!/usr/bin/env bash
# Reliability figures of the example server (docs/reliability.md): fuzzed bodies, a disconnect storm, slow readers,
# connection abuse and failing dependencies, driven by bench/reliability.py on 127.0.0.1. Prints Markdown tables.
#
#   bench/reliability.sh                 the figures of issue #13 (10,000 bodies, 1,000 clients, ...): ~5 minutes
#   SCALE=0.1 bench/reliability.sh       a tenth of every count, ~2 minutes
#   CASES=fuzz,storm bench/reliability.sh   some cases only (fuzz, storm, slow, abuse, dependency)
#   SKIP_BUILD=1 bench/reliability.sh    with examples/target/mutiny-examples.jar already built
#
# The server runs with a 256 MiB heap (HEAP) so that a leak shows; it is stopped at the end. Linux (reads /proc).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scale=${SCALE:-1}
cases=${CASES:-fuzz,storm,slow,abuse,dependency}
heap=${HEAP:-256m}
jar=examples/target/mutiny-examples.jar

if [ "${SKIP_BUILD:-}" != 1 ]; then
    mvn -B -q -o -pl examples -am package -DskipTests
fi
# the idle-connection case opens up to 10,000 sockets on each side
ulimit -n 65536 2> /dev/null || ulimit -n "$(ulimit -Hn)"
port=${PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}
log=$(mktemp)
java -Xms"$heap" -Xmx"$heap" -jar "$jar" --port "$port" > "$log" 2>&1 &
server=$!
cleanup() {
    kill "$server" 2> /dev/null || true
    wait "$server" 2> /dev/null || true
    rm -f "$log"
}
trap cleanup EXIT
for _ in $(seq 1 120); do
    if ! kill -0 "$server" 2> /dev/null; then
        echo "the example server exited: $(tail -5 "$log")" >&2
        exit 1
    fi
    if python3 -c "import socket; socket.create_connection(('127.0.0.1', $port), timeout=1).close()" 2> /dev/null; then
        break
    fi
    sleep 0.5
done

echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo), load $(cut -d' ' -f1-3 /proc/loadavg); $(java -version 2>&1 | head -1); server heap $heap"
python3 bench/reliability.py --port "$port" --scale "$scale" --case "$cases"
errors=$(grep -c 'SEVERE\|ERROR' "$log" || true)
echo
echo "Server log: $errors error entries$([ "$errors" -gt 0 ] && echo ":" && grep -m 5 'SEVERE\|ERROR' "$log" || true)"
