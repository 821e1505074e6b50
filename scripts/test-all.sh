#!/usr/bin/env bash
# The whole test suite (README's test command): checks, unit/UI tests, build and budget, then the browser suite in
# Chromium, the server's suites on PGlite and on a throw-away PostgreSQL cluster, the http-mode browser suite against
# the Node server, and the suites that need the Firebase emulators. Every stage runs even when an earlier one fails,
# so one run reports everything; the exit code is non-zero if any failed. Each stage's time is printed at its end.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI_REPORT=1
mkdir -p .reports
rm -f .reports/*.json
failed=()
timings=()
checks_failed=0
stage() {
  local name=$1; shift
  local started=$SECONDS status=0
  echo
  echo "=== $name ==="
  "$@" || status=$?
  echo "=== $name: $((SECONDS - started)) s, exit $status ==="
  timings+=("$((SECONDS - started)) s  $name")
  if ((status != 0)); then failed+=("$name"); return 1; fi
}
# Stages that write no test report count as one test each in the closing line.
check() { stage "$@" || checks_failed=$((checks_failed + 1)); }
# Runs functions of stages side by side (pairs of arguments: an output prefix, a function), each in the background with
# its output in <prefix>.log; once all are done, prints each log whole and takes over their failures and times.
run_lanes() {
  local started=$SECONDS prefixes=() prefix kind value
  while (($# > 0)); do
    prefix=$1
    prefixes+=("$1")
    rm -f "$prefix.state"
    (
      failed=()
      timings=()
      checks_failed=0
      "$2" >"$prefix.log" 2>&1 </dev/null
      {
        printf 'failed\t%s\n' "${failed[@]}"
        printf 'timing\t%s\n' "${timings[@]}"
        printf 'checks\t%s\n' "$checks_failed"
      } >"$prefix.state"
    ) &
    shift 2
  done
  wait
  for prefix in "${prefixes[@]}"; do
    cat "$prefix.log"
    if [[ ! -f "$prefix.state" ]]; then
      failed+=("$prefix (did not finish)")
      continue
    fi
    while IFS=$'\t' read -r kind value; do
      [[ -z "$value" ]] && continue
      case "$kind" in
        failed) failed+=("$value") ;;
        timing) timings+=("$value") ;;
        checks) checks_failed=$((checks_failed + value)) ;;
      esac
    done <"$prefix.state"
  done
  timings+=("$((SECONDS - started)) s  (wall clock of: ${prefixes[*]})")
}
# The route tree is generated once; then the type check (one core for most of its time) runs beside the formatter,
# the linter and the layer rules.
npx tsr generate >/dev/null
typecheck_lane() { check "typecheck" npx tsc -p tsconfig.json --noEmit; }
style_lane() {
  check "format" npm run -s format:check
  check "lint" npm run -s lint
  check "layer rules" npm run -s deps
}
run_lanes .reports/lane-typecheck typecheck_lane .reports/lane-style style_lane
stage "unit and UI tests" npx vitest run
check "build" npm run -s build
check "bundle budget" npm run -s budget
stage "browser tests (mock backend)" env E2E_SKIP_BUILD=0 bash scripts/e2e.sh
# Three lanes side by side, sharing no port, folder or report file; each spends much of its time starting services
# and waiting on sockets. The hardening lane tries bad inputs and faults at the API, in the browser (on the mock build
# just made) and on emulators of its own ports, then runs the firebase-mode browser suite there; the server lane runs
# PostgreSQL and the Node server; the Firebase lane the emulator suites on the default ports. Each lane's output is printed whole once all are done.
# The hardening lane's emulators listen on ports of their own; once its suite is done, the firebase-mode browser suite
# runs there on the same ports (its build points at them), beside the emulator suites of the Firebase lane.
HARDENING_EMULATORS=(FD_AUTH_PORT=9199 FD_FIRESTORE_PORT=8180 FD_HUB_PORT=4490 FD_LOGGING_PORT=4590)
hardening_lane() {
  stage "hardening (bad inputs and faults)" env E2E_SKIP_BUILD=1 E2E_DIST=dist "${HARDENING_EMULATORS[@]}" \
    bash scripts/test-hardening.sh
  if [[ -f playwright.firebase.config.ts ]]; then
    stage "browser tests (firebase backend on the emulators)" env "${HARDENING_EMULATORS[@]}" bash scripts/e2e-firebase.sh
  fi
}
server_lane() {
  stage "server tests (PGlite and PostgreSQL)" npm run -s test:server
  stage "browser tests (http backend on the Node server)" env E2E_SKIP_BUILD=0 bash scripts/e2e-http.sh
}
firebase_lane() {
  if [[ -f vitest.emulators.config.ts ]]; then
    stage "emulator tests (Firebase Auth + Firestore)" env FD_RULES_COVERAGE_CHECK=1 bash scripts/emulators.sh run -- npx vitest run --config vitest.emulators.config.ts
  fi
  # CI runs on Node 24 and keeps the machine's older Node (FD_OLD_NODE_BIN) working: the domain and use-case tests and
  # the server's suites run on it too.
  if [[ -n "${FD_OLD_NODE_BIN:-}" ]]; then
    local old="env -u CI_REPORT PATH=$FD_OLD_NODE_BIN:$PATH npx vitest run --reporter=default --reporter=json"
    stage "smoke on Node $("$FD_OLD_NODE_BIN/node" -v): domain and use cases" \
      $old --outputFile.json=.reports/vitest-old-node.json tests/domain tests/application
    stage "smoke on Node $("$FD_OLD_NODE_BIN/node" -v): server suites" bash scripts/pg-cluster.sh run -- \
      $old --outputFile.json=.reports/vitest-old-node-server.json --config vitest.server.config.ts
  fi
}
run_lanes .reports/lane-hardening hardening_lane .reports/lane-server server_lane .reports/lane-firebase firebase_lane
echo
printf 'stage times:\n'; printf '  %s\n' "${timings[@]}"
CHECKS_FAILED=$checks_failed node scripts/summarize-reports.mjs
if ((${#failed[@]} > 0)); then
  echo "FAILED stages: ${failed[*]}"
  exit 1
fi
echo "All stages passed."
