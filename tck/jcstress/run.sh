#!/usr/bin/env bash
# Builds tck/jcstress/target/jcstress.jar and runs every stress test.
#   tck/jcstress/run.sh                       # the full run: jcstress's "quick" mode (every JVM configuration)
#   JCSTRESS_MODE=ci tck/jcstress/run.sh      # the short run that `mvn verify` (CI) makes, see docs/stress.md
#   JCSTRESS_MODE=default tck/jcstress/run.sh # any jcstress mode: sanity, quick, default, tough, stress
#   tck/jcstress/run.sh -t EmitOnStress       # extra jcstress options, e.g. a test selector (a regexp)
#   JCSTRESS_SKIP_BUILD=true tck/jcstress/run.sh  # reuse the jar already built
# The report lands in tck/jcstress/target/jcstress-results (index.html); the summary is printed at the end.
# jcstress exits with a non-zero status when a test has a forbidden outcome or an error, and so does this script.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
module="$root/tck/jcstress"
mode="${JCSTRESS_MODE:-quick}"

if [[ "$mode" == "ci" ]]; then
  # One JVM configuration family (parallel GC; jcstress still splits it in two, with and without biased locking),
  # no split per-actor compilation, one fork and one 100 ms iteration per configuration: every test runs twice
  # (about 4 s each on 2 cores), with no randomised "stress" forks.
  options=(-sc false -jvmArgs "-XX:+UseParallelGC" -f 1 -fsm 0 -iters 1 -time 100)
else
  options=(-m "$mode")
fi

if [[ "${JCSTRESS_SKIP_BUILD:-false}" != "true" ]]; then
  (cd "$root" && mvn -B -q -pl tck/jcstress -am package -DskipTests -Dspotless.skip=true)
fi

cd "$module/target"
exec java -jar jcstress.jar "${options[@]}" -r jcstress-results "$@"
