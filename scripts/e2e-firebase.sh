#!/usr/bin/env bash
# Builds the app in firebase mode (pointed at the local emulators) and runs the Playwright
# firebase suite with the Auth and Firestore emulators started and stopped around it. The emulators' ports are
# scripts/emulators.sh's (FD_AUTH_PORT, FD_FIRESTORE_PORT, FD_HUB_PORT, FD_LOGGING_PORT); the build points at them.
# The rules coverage of this run goes to a folder of its own, so it never replaces the emulator suites' report.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
AUTH_PORT="${FD_AUTH_PORT:-9099}"
FS_PORT="${FD_FIRESTORE_PORT:-8080}"
# The preview port (E2E_FIREBASE_PORT, default 4193) and the build folder can be moved so two runs don't collide.
export E2E_FIREBASE_DIST="${E2E_FIREBASE_DIST:-.reports/dist-firebase}"
if [[ "${E2E_SKIP_BUILD:-0}" != "1" ]]; then
  VITE_BACKEND=firebase VITE_FIREBASE_EMULATORS=1 VITE_MOCK_LATENCY_MS=0 \
  VITE_FIREBASE_AUTH_EMULATOR_URL="http://127.0.0.1:$AUTH_PORT" VITE_FIRESTORE_EMULATOR_HOST="127.0.0.1:$FS_PORT" \
    npx vite build --logLevel warn --outDir "$E2E_FIREBASE_DIST" --emptyOutDir
fi
mkdir -p .reports
FD_RULES_COVERAGE_DIR="${FD_RULES_COVERAGE_DIR:-$PWD/.reports/rules-coverage-e2e-firebase}" \
  bash scripts/emulators.sh run -- npx playwright test --config playwright.firebase.config.ts "$@"
