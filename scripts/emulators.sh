#!/usr/bin/env bash
# Firebase emulators for tests, offline.
#   bash scripts/emulators.sh start            start both, wait until they answer, leave them running
#   bash scripts/emulators.sh stop             stop what `start` started
#   bash scripts/emulators.sh run -- <command> start, run <command>, always stop; exits with <command>'s status
# Auth: firebase-tools (node). Firestore: the Debian package's jar run directly with java,
# because firebase-tools would need Java 21 and a download (Debian ships Java 17).
# Ports can be moved when two runs share a machine: FD_AUTH_PORT, FD_FIRESTORE_PORT, and the ports firebase-tools
# opens beside the Auth emulator, FD_HUB_PORT (emulator hub) and FD_LOGGING_PORT. Pid files and logs go to
# FD_EMULATOR_DIR (default .reports/emulators/<firestore port>), so runs on other ports never share them.
# Rules coverage: `run` starts a new report in FD_RULES_COVERAGE_DIR (default .reports/rules-coverage), which the
# emulator suites fill file by file (tests/rules/rules-coverage.setup.ts), saves the emulator's own HTML page of the
# last rules it loaded beside it and, with FD_RULES_COVERAGE_CHECK=1, fails the run when an expression of
# firestore.rules was never evaluated, or a boolean condition was seen only true or only false and is not a known gap
# listed in tests/rules/one-sided-conditions.txt (scripts/rules-coverage.mjs).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PROJECT="demo-freightdesk"
HOST="127.0.0.1"
AUTH_PORT="${FD_AUTH_PORT:-9099}"
FS_PORT="${FD_FIRESTORE_PORT:-8080}"
HUB_PORT="${FD_HUB_PORT:-4400}"
LOGGING_PORT="${FD_LOGGING_PORT:-4500}"
LOG_DIR="${FD_EMULATOR_DIR:-$ROOT/.reports/emulators/$FS_PORT}"
COVERAGE_DIR="${FD_RULES_COVERAGE_DIR:-$ROOT/.reports/rules-coverage}"
FIREBASE_BIN="$ROOT/node_modules/.bin/firebase"
JAR_PACKAGE="google-cloud-cli-firestore-emulator"
JAVA="${JAVA:-java}"
AUTH_TIMEOUT="${FD_AUTH_TIMEOUT:-90}"
FS_TIMEOUT="${FD_FIRESTORE_TIMEOUT:-45}"

log() { printf '[emulators] %s\n' "$*" >&2; }

find_jar() {
  if [[ -n "${FIRESTORE_EMULATOR_JAR:-}" && -f "$FIRESTORE_EMULATOR_JAR" ]]; then echo "$FIRESTORE_EMULATOR_JAR"; return; fi
  dpkg -L "$JAR_PACKAGE" 2>/dev/null | grep 'emulator.jar$' | head -n 1 || true
}

check_requirements() {
  local missing=()
  command -v "$JAVA" >/dev/null 2>&1 || missing+=("java ($JAVA: a JRE >= 11 on PATH, or set JAVA; Debian: apt-get install -y default-jre-headless)")
  command -v curl >/dev/null 2>&1 || missing+=("curl (apt-get install -y curl)")
  [[ -x "$FIREBASE_BIN" ]] || missing+=("firebase-tools ($FIREBASE_BIN; run npm install)")
  JAR="$(find_jar)"
  if [[ -z "$JAR" ]] && [[ "$(id -u)" == "0" ]] && command -v apt-get >/dev/null 2>&1; then
    log "Firestore emulator jar missing; trying apt-get install -y $JAR_PACKAGE"
    apt-get install -y "$JAR_PACKAGE" >"$LOG_DIR/apt.log" 2>&1 || log "apt-get failed, see $LOG_DIR/apt.log"
    JAR="$(find_jar)"
  fi
  [[ -n "$JAR" ]] || missing+=("Firestore emulator jar (Debian package $JAR_PACKAGE, or set FIRESTORE_EMULATOR_JAR)")
  if ((${#missing[@]})); then
    log "cannot start the emulators; missing:"
    printf '  - %s\n' "${missing[@]}" >&2
    exit 2
  fi
}

port_busy() { ss -ltn "sport = :$1" 2>/dev/null | grep -q LISTEN; }

wait_for() { # name url timeout pidfile
  local name="$1" url="$2" timeout="$3" pid
  pid="$(cat "$4")"
  for ((i = 0; i < timeout * 2; i++)); do
    if curl -sf -o /dev/null --max-time 2 "$url"; then log "$name ready on $url"; return 0; fi
    if ! kill -0 "$pid" 2>/dev/null; then log "$name exited during start-up; log: $5"; tail -n 20 "$5" >&2; return 1; fi
    sleep 0.5
  done
  log "$name did not answer on $url within ${timeout}s; log: $5"
  tail -n 20 "$5" >&2
  return 1
}

auth_config() {
  # A config of its own for this run's ports (firebase.json holds the defaults), hub and logging included.
  local cfg="$LOG_DIR/firebase.auth-$AUTH_PORT.json"
  printf '{"emulators":{"auth":{"host":"%s","port":%s},"hub":{"host":"%s","port":%s},"logging":{"host":"%s","port":%s},"ui":{"enabled":false}}}\n' \
    "$HOST" "$AUTH_PORT" "$HOST" "$HUB_PORT" "$HOST" "$LOGGING_PORT" >"$cfg"
  echo "$cfg"
}

save_rules_coverage() {
  # The emulator's page of the rules last loaded (its JSON address answers 404 on this jar), then the check.
  mkdir -p "$COVERAGE_DIR"
  local page="http://$HOST:$FS_PORT/emulator/v1/projects/$PROJECT:ruleCoverage.html"
  curl -sf --max-time 30 -o "$COVERAGE_DIR/firestore-rules-coverage.html" "$page" \
    || log "could not read the rules coverage page $page"
  [[ "${FD_RULES_COVERAGE_CHECK:-0}" == "1" ]] || return 0
  (cd "$ROOT" && node scripts/rules-coverage.mjs "$COVERAGE_DIR/firestore-rules-coverage.json")
}

load_rules() {
  # The jar run directly does not read firebase.json, so push firestore.rules for the app's own use.
  node -e '
    const fs = require("fs");
    const body = { rules: { files: [{ name: "firestore.rules", content: fs.readFileSync(process.argv[1], "utf8") }] } };
    fetch(process.argv[2], { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
      .then(async (r) => { if (!r.ok) { console.error(await r.text()); process.exit(1); } });
  ' "$ROOT/firestore.rules" "http://$HOST:$FS_PORT/emulator/v1/projects/$PROJECT:securityRules"
}

start() {
  mkdir -p "$LOG_DIR"
  check_requirements
  local busy=()
  port_busy "$AUTH_PORT" && busy+=("$AUTH_PORT (auth; set FD_AUTH_PORT)")
  port_busy "$FS_PORT" && busy+=("$FS_PORT (firestore; set FD_FIRESTORE_PORT)")
  port_busy "$HUB_PORT" && busy+=("$HUB_PORT (emulator hub; set FD_HUB_PORT)")
  port_busy "$LOGGING_PORT" && busy+=("$LOGGING_PORT (emulator logging; set FD_LOGGING_PORT)")
  if ((${#busy[@]})); then
    log "ports already in use, another emulator run may be active: ${busy[*]}"
    exit 3
  fi

  log "starting Firestore emulator ($JAR) on $HOST:$FS_PORT"
  "$JAVA" -Duser.language=en -cp "$JAR" com.google.cloud.datastore.emulator.firestore.CloudFirestore \
    --host "$HOST" --port "$FS_PORT" --project_id "$PROJECT" --single_project_mode true \
    >"$LOG_DIR/firestore.log" 2>&1 &
  echo $! >"$LOG_DIR/firestore.pid"

  log "starting Auth emulator (firebase-tools) on $HOST:$AUTH_PORT"
  (cd "$ROOT" && NO_UPDATE_NOTIFIER=1 FIREBASE_CLI_EXPERIMENTS="" exec "$FIREBASE_BIN" emulators:start \
    --only auth --project "$PROJECT" --config "$(auth_config)") >"$LOG_DIR/auth.log" 2>&1 &
  echo $! >"$LOG_DIR/auth.pid"

  wait_for Firestore "http://$HOST:$FS_PORT/" "$FS_TIMEOUT" "$LOG_DIR/firestore.pid" "$LOG_DIR/firestore.log" || { stop; exit 4; }
  load_rules || { log "could not load firestore.rules into the emulator"; stop; exit 4; }
  wait_for Auth "http://$HOST:$AUTH_PORT/" "$AUTH_TIMEOUT" "$LOG_DIR/auth.pid" "$LOG_DIR/auth.log" || { stop; exit 4; }
}

stop_one() { # name pidfile
  local pidfile="$2" pid
  [[ -f "$pidfile" ]] || return 0
  pid="$(cat "$pidfile")"
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < 40; i++)); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    if kill -0 "$pid" 2>/dev/null; then log "$1 ignored SIGTERM for 10s; sending SIGKILL"; kill -KILL "$pid" 2>/dev/null || true; fi
    log "$1 stopped (pid $pid)"
  fi
  rm -f "$pidfile"
}

stop() {
  stop_one Auth "$LOG_DIR/auth.pid"
  stop_one Firestore "$LOG_DIR/firestore.pid"
}

export_env() {
  export FIRESTORE_EMULATOR_HOST="$HOST:$FS_PORT"
  export FIREBASE_AUTH_EMULATOR_HOST="$HOST:$AUTH_PORT"
  export GCLOUD_PROJECT="$PROJECT"
}

case "${1:-}" in
  start) start; export_env; log "running; FIRESTORE_EMULATOR_HOST=$FIRESTORE_EMULATOR_HOST FIREBASE_AUTH_EMULATOR_HOST=$FIREBASE_AUTH_EMULATOR_HOST" ;;
  stop) stop ;;
  run)
    shift
    [[ "${1:-}" == "--" ]] && shift
    [[ $# -gt 0 ]] || { log "usage: $0 run -- <command...>"; exit 64; }
    trap stop EXIT
    trap 'exit 130' INT TERM
    start
    export_env
    export FD_RULES_COVERAGE_DIR="$COVERAGE_DIR"
    rm -f "$COVERAGE_DIR/firestore-rules-coverage.json"
    set +e
    "$@"
    status=$?
    save_rules_coverage || { ((status != 0)) || status=5; }
    set -e
    exit "$status"
    ;;
  *) echo "usage: $0 start|stop|run -- <command...>" >&2; exit 64 ;;
esac
