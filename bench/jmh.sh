#!/usr/bin/env bash
# Runs the JMH library benchmarks and writes their tables and chart into docs/benchmarks.md.
#
#   bench/jmh.sh            short mode: the whole suite in a few minutes on 2 cores (sizes 1 and 1,000,000)
#   bench/jmh.sh full       every size, 5 warm-up and 5 measured iterations of 1 s, 2 forks
#   bench/jmh.sh short 'RangeMapFilter|Scrabble'   only the benchmarks matching the regular expression
#
# SCRABBLE_DATA overrides the directory of the Scrabble word lists (default: ../shared/data/scrabble, relative to
# the repository root). The JMH JSON result lands in docs/benchmarks/jmh-result.json.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
mode=${1:-short}
filter=${2:-}
scrabble_data=${SCRABBLE_DATA:-$root/../shared/data/scrabble}
results=docs/benchmarks
mkdir -p "$results"

case "$mode" in
    short) jmh_options=(-f 1 -wi 2 -w 1s -i 3 -r 1s -p n=1,1000000) ;;
    full) jmh_options=(-f 2 -wi 5 -w 1s -i 5 -r 1s) ;;
    *) echo "usage: $0 [short|full] [benchmark regex]" >&2; exit 2 ;;
esac

mvn -q -pl jmh -am package -DskipTests
# The forked JVMs read the jar during the whole run: run a copy so that a rebuild cannot pull it away.
jar=$(mktemp --suffix=.jar)
trap 'rm -f "$jar"' EXIT
cp jmh/target/benchmarks.jar "$jar"

command="java -jar jmh/target/benchmarks.jar ${filter:+'$filter' }${jmh_options[*]} -p dataDir=$scrabble_data -prof gc -rf json -rff $results/jmh-result.json"
echo "$command"
java -jar "$jar" ${filter:+"$filter"} "${jmh_options[@]}" -p dataDir="$scrabble_data" -prof gc \
    -rf json -rff "$results/jmh-result.json"

java -cp "$jar" io.mutiny.jmh.report.BenchmarkReport "$results/jmh-result.json" docs/benchmarks.md \
    "$results/jmh-ratios.png" "bench/jmh.sh $mode${filter:+ '$filter'}   # runs: $command"
