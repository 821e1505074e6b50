#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests and benchmarks (Debian's postgresql package).
#   bash scripts/pg-cluster.sh run -- <command>   installs PostgreSQL with apt when missing, starts a cluster on a
#                                                free port, runs the command with DATABASE_URL set, always stops it
# Says what is missing and exits non-zero when it cannot (never pretends the suites ran).
set -uo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "pg-cluster: $*" >&2
  exit 1
}

pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/initdb" && -x "$dir/pg_ctl" ]] && { echo "$dir"; return 0; }
  done
  return 1
}

ensure_postgres() {
  pg_bin >/dev/null && return 0
  echo "pg-cluster: PostgreSQL is not installed; installing Debian's postgresql with apt" >&2
  command -v apt-get >/dev/null || fail "apt-get is not available: install PostgreSQL (initdb and pg_ctl) by hand"
  [[ $(id -u) -eq 0 ]] || fail "installing PostgreSQL needs root (apt-get install -y postgresql)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null || fail "apt-get update failed: no package index to install postgresql from"
  apt-get install -y -qq postgresql >/dev/null || fail "apt-get install postgresql failed"
  pg_bin >/dev/null || fail "postgresql installed but initdb/pg_ctl are not under /usr/lib/postgresql/*/bin"
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

[[ "${1:-}" == "run" ]] || fail "usage: bash scripts/pg-cluster.sh run -- <command...>"
shift
[[ "${1:-}" == "--" ]] && shift
(($# > 0)) || fail "usage: bash scripts/pg-cluster.sh run -- <command...>"

ensure_postgres
bin=$(pg_bin)
id postgres >/dev/null 2>&1 || fail "the system user 'postgres' is missing (it comes with the postgresql package)"
# initdb refuses to run as root, so root runs the cluster as the postgres user.
as_postgres=()
[[ $(id -u) -eq 0 ]] && as_postgres=(runuser -u postgres --)

dir=$(mktemp -d /tmp/fd-pg.XXXXXX)
chmod 755 "$dir"
[[ $(id -u) -eq 0 ]] && chown postgres "$dir"
port=$(free_port)
stop() {
  "${as_postgres[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1
  rm -rf "$dir"
}
trap stop EXIT

"${as_postgres[@]}" "$bin/initdb" -D "$dir/data" -A trust -U app -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; fail "initdb failed"; }
# Room for several pools at once (tests run files in parallel). Commits stay durable (fsync on), as in production,
# so benchmark figures are honest.
"${as_postgres[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null ||
  { cat "$dir/log" >&2; fail "the cluster did not start (log above)"; }
echo "pg-cluster: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2

export DATABASE_URL="postgres://app@127.0.0.1:$port/postgres"
"$@"
