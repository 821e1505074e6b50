#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests; installs it when apt can.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [[ -x "$CHROME" ]]; then exit 0; fi
echo "ensure-chromium: $CHROME is missing; installing Debian's chromium package"
if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null && command -v apt-get >/dev/null; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [[ ! -x "$CHROME" ]]; then
  echo "ensure-chromium: MISSING Chromium at $CHROME. Install it with 'apt-get install -y chromium' or set CHROME_PATH." >&2
  exit 1
fi
