#!/usr/bin/env bash
# Prints the folder of a Node.js 24 LTS `node` binary, provisioning it when the machine's Node is older than 22.
#   node_bin=$(bash scripts/ensure-node.sh) && export PATH="$node_bin:$PATH"
# The official build installs from the npm registry as the package node-linux-<arch> (its bin/node); it is kept in
# ${XDG_CACHE_HOME:-~/.cache}/freightdesk so later runs reuse it. Says what is missing and exits non-zero when it cannot.
set -uo pipefail
cd "$(dirname "$0")/.."
version=$(tr -d ' \nv' <.nvmrc)
fail() {
  echo "ensure-node: $*" >&2
  exit 1
}
current=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
if ((${current%%.*} >= 22)); then
  dirname "$(command -v node)"
  exit 0
fi
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) fail "no Node.js $version package for $(uname -m): install Node.js 22 or later by hand" ;;
esac
home="${XDG_CACHE_HOME:-$HOME/.cache}/freightdesk/node-v$version-linux-$arch"
if [[ ! -x "$home/bin/node" ]]; then
  echo "ensure-node: Node.js $current is older than 22; fetching node-linux-$arch@$version from the npm registry" >&2
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  npm pack --silent --pack-destination "$work" "node-linux-$arch@$version" >/dev/null ||
    fail "npm pack node-linux-$arch@$version failed (is the npm registry reachable?)"
  tar -xzf "$work"/node-linux-"$arch"-*.tgz -C "$work" || fail "could not unpack node-linux-$arch@$version"
  mkdir -p "$(dirname "$home")" && rm -rf "$home" && mv "$work/package" "$home" || fail "could not write $home"
fi
[[ "$("$home/bin/node" -v)" == "v$version" ]] || fail "$home/bin/node does not run as v$version"
echo "$home/bin"
