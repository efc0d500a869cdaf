#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on loopback for the storage tests and prints
#   export TEST_DATABASE_URL=postgres://…
# on stdout (use: eval "$(bash .ci/postgres.sh)"). Installs PostgreSQL from Debian if it is missing.
set -euo pipefail
log() { echo "[postgres] $*" >&2; }

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  log "installing PostgreSQL from Debian"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

port=${PGPORT_TEST:-54329}
dir=${PGDATA_TEST:-/tmp/cubeviz-pg}
url="postgres://postgres@127.0.0.1:${port}/cubeviz_test"

if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  log "already running on port $port"
else
  rm -rf "$dir" && mkdir -p "$dir" && chown postgres:postgres "$dir"
  # initdb refuses to run as root: the cluster belongs to the postgres user.
  run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
  run "'$bin/initdb' -D '$dir/data' -U postgres -A trust --no-sync" >&2
  run "'$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -o \"-h 127.0.0.1 -p $port -k /tmp -F\" -w start" >&2
  run "'$bin/createdb' -h 127.0.0.1 -p $port -U postgres cubeviz_test" >&2
  log "started on port $port (data in $dir)"
fi
echo "export TEST_DATABASE_URL=$url"
