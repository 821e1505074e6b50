#!/usr/bin/env bash
# Builds the mock-mode app and runs the Playwright suite in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [[ "${E2E_SKIP_BUILD:-0}" != "1" ]]; then
  VITE_BACKEND=mock VITE_MOCK_LATENCY_MS=0 npx vite build --logLevel warn --outDir "${E2E_DIST:-dist}" --emptyOutDir
fi
mkdir -p .reports
npx playwright test "$@"
