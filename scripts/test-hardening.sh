#!/usr/bin/env bash
# The hardening suite (npm run test:hardening): bad inputs and faults, tried at three levels, each starting and
# stopping what it needs:
#   1. the REST API on the Node server over PGlite (free ports; FD_HARDENING_SERVER_PORT: the first of two), in vitest;
#   2. the app on the mock backend in Debian's Chromium (one build in E2E_DIST, default dist-hardening, served on
#      E2E_PORT, default 4310; E2E_SKIP_BUILD=1 reuses the build);
#   3. Firestore on the emulators (scripts/emulators.sh; FD_*_PORT move them).
# Every test writes what it tried and saw to .reports/hardening/; scripts/hardening-summary.mjs adds it up and
# prints the closing two lines. Exits non-zero when a stage failed or anything was unsafe, lost or duplicated.
# Stage 1 also runs tests/hardening/unit: faults the other levels cannot inject, against the real adapters and use
# cases with a failing fake beside them.
set -uo pipefail
cd "$(dirname "$0")/.."
export FD_HARDENING_REPORT_DIR="${FD_HARDENING_REPORT_DIR:-$PWD/.reports/hardening}"
rm -rf "$FD_HARDENING_REPORT_DIR"
mkdir -p "$FD_HARDENING_REPORT_DIR"
failed=0
started=$(date +%s)

echo "=== hardening: REST API on the Node server (PGlite), and faults at unit level ==="
npx vitest run --config tests/hardening/vitest.hardening.config.ts || failed=$((failed + 1))

echo "=== hardening: browser (mock backend, Chromium) ==="
export E2E_PORT="${E2E_PORT:-4310}" E2E_DIST="${E2E_DIST:-dist-hardening}" PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if bash scripts/ensure-chromium.sh; then
  built=0
  if [[ "${E2E_SKIP_BUILD:-0}" != "1" ]]; then
    VITE_BACKEND=mock VITE_MOCK_LATENCY_MS=0 npx vite build --logLevel error --outDir "$E2E_DIST" --emptyOutDir || built=1
  fi
  if ((built == 0)); then
    npx playwright test --config tests/hardening/playwright.hardening.config.ts || failed=$((failed + 1))
  else
    echo "the mock-mode build failed"
    failed=$((failed + 1))
  fi
else
  failed=$((failed + 1))
fi

echo "=== hardening: Firestore emulator ==="
FD_RULES_COVERAGE_DIR="$FD_HARDENING_REPORT_DIR/rules-coverage" \
  bash scripts/emulators.sh run -- npx vitest run --config tests/hardening/vitest.hardening-emulators.config.ts ||
  failed=$((failed + 1))

echo
echo "=== hardening: summary ($(($(date +%s) - started)) s) ==="
HARDENING_FAILED=$failed node scripts/hardening-summary.mjs
