#!/usr/bin/env bash
# Builds the app in http mode and runs the Playwright suite of tests/e2e/http in Debian's Chromium against the Node
# server (`npm run server`, PGlite in a temporary DATA_DIR that is removed afterwards).
# E2E_PORT (4199) serves the build from E2E_DIST (dist-http). The server listens on a free port picked now
# (E2E_API_PORT to choose one); the build has it baked in, so E2E_SKIP_BUILD=1 reuses the port the build recorded.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export E2E_PORT="${E2E_PORT:-4199}"
export E2E_DIST="${E2E_DIST:-dist-http}"
free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
if [[ "${E2E_SKIP_BUILD:-0}" == "1" && -z "${E2E_API_PORT:-}" && -f "$E2E_DIST/.e2e-api-port" ]]; then
  E2E_API_PORT=$(cat "$E2E_DIST/.e2e-api-port")
fi
export E2E_API_PORT="${E2E_API_PORT:-$(free_port)}"
E2E_DATA_DIR=$(mktemp -d /tmp/fd-e2e-http.XXXXXX)
export E2E_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR"' EXIT
if [[ "${E2E_SKIP_BUILD:-0}" != "1" ]]; then
  VITE_BACKEND=http VITE_API_BASE_URL="http://127.0.0.1:$E2E_API_PORT" \
    npx vite build --logLevel warn --outDir "$E2E_DIST" --emptyOutDir
  echo "$E2E_API_PORT" >"$E2E_DIST/.e2e-api-port"
fi
mkdir -p .reports
npx playwright test --config playwright.http.config.ts "$@"
