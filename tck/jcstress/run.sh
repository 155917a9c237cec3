#!/usr/bin/env bash
# Builds tck/jcstress/target/jcstress.jar and runs the stress tests in a short mode.
#   tck/jcstress/run.sh                      # every test, mode "sanity" (about a minute per test class on 2 cores)
#   JCSTRESS_MODE=quick tck/jcstress/run.sh  # longer, finds rarer interleavings
#   tck/jcstress/run.sh -t EmitOnStress      # extra jcstress options, e.g. a test selector
# The report lands in tck/jcstress/target/jcstress-results (index.html); the summary is printed at the end.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
module="$root/tck/jcstress"
mode="${JCSTRESS_MODE:-sanity}"

if [[ "${JCSTRESS_SKIP_BUILD:-false}" != "true" ]]; then
  (cd "$root" && mvn -B -q -pl tck/jcstress -am package -DskipTests -Dspotless.skip=true)
fi

cd "$module/target"
exec java -jar jcstress.jar -m "$mode" -r jcstress-results "$@"
