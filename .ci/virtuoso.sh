#!/usr/bin/env bash
# Starts a throw-away Virtuoso on loopback with the shared cubes loaded, and prints
#   export TEST_VIRTUOSO_ENDPOINT=http://127.0.0.1:PORT/sparql
# on stdout (use: eval "$(bash .ci/virtuoso.sh [cubes folder])"). Installs Debian's
# virtuoso-opensource-7-bin if virtuoso-t is missing.
set -euo pipefail
log() { echo "[virtuoso] $*" >&2; }

cubes=$(cd "${1:-$(dirname "$0")/../../shared/data/cubes}" && pwd)
http=${VIRTUOSO_HTTP_PORT:-8899}
isql=${VIRTUOSO_ISQL_PORT:-11111}
dir=${VIRTUOSO_DIR:-/tmp/cubeviz-virtuoso}
endpoint="http://127.0.0.1:${http}/sparql"

if ! command -v virtuoso-t >/dev/null; then
  log "installing virtuoso-opensource-7-bin from Debian"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq virtuoso-opensource-7-bin >&2
fi

if curl -fs "${endpoint}?query=ASK%7B%7D" >/dev/null 2>&1; then
  log "already running at $endpoint"
else
  rm -rf "$dir" && mkdir -p "$dir"
  cat > "$dir/virtuoso.ini" <<INI
[Database]
DatabaseFile = $dir/virtuoso.db
ErrorLogFile = $dir/virtuoso.log
LockFile = $dir/virtuoso.lck
TransactionFile = $dir/virtuoso.trx
xa_persistent_file = $dir/virtuoso.pxa
[TempDatabase]
DatabaseFile = $dir/virtuoso-temp.db
TransactionFile = $dir/virtuoso-temp.trx
[Parameters]
ServerPort = 127.0.0.1:$isql
NumberOfBuffers = 170000
MaxDirtyBuffers = 130000
DirsAllowed = ., $cubes
[HTTPServer]
ServerPort = 127.0.0.1:$http
ServerRoot = $dir
ServerThreads = 10
[SPARQL]
ResultSetMaxRows = 1000000
MaxQueryExecutionTime = 120
MaxQueryCostEstimationTime = 0
INI
  started=$(date +%s)
  # Every stream redirected: a background process holding stdout would keep "$(…)" waiting forever.
  (cd "$dir" && exec virtuoso-t +configfile virtuoso.ini +foreground) >"$dir/stdout.log" 2>&1 </dev/null &
  until isql-vt "$isql" dba dba exec="status();" >/dev/null 2>&1; do
    [ $(( $(date +%s) - started )) -lt 60 ] || { log "did not start"; tail -20 "$dir/virtuoso.log" >&2; exit 1; }
    sleep 0.5
  done
  log "started in $(( $(date +%s) - started )) s; loading $cubes"
  # Plain Turtle goes to one graph; TriG keeps its own named graphs. The endpoint queries their union.
  isql-vt "$isql" dba dba exec="
    ld_dir('$cubes', '*.ttl', 'https://cubeviz.org/graph/cubes');
    ld_dir('$cubes', '*.ttl.gz', 'https://cubeviz.org/graph/cubes');
    ld_dir('$cubes', '*.trig', 'https://cubeviz.org/graph/cubes');
    rdf_loader_run();
    checkpoint;" >&2
  errors=$(isql-vt "$isql" dba dba exec="SELECT ll_file, ll_error FROM DB.DBA.load_list WHERE ll_error IS NOT NULL;" | grep -c "$cubes" || true)
  if [ "$errors" != 0 ]; then
    log "load errors:"; isql-vt "$isql" dba dba exec="SELECT ll_file, ll_error FROM DB.DBA.load_list WHERE ll_error IS NOT NULL;" >&2
    exit 1
  fi
  log "loaded in $(( $(date +%s) - started )) s"
fi
echo "export TEST_VIRTUOSO_ENDPOINT=$endpoint"
