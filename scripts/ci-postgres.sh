#!/usr/bin/env bash
# Starts a throwaway PostgreSQL for the API test suite (CI and local runs) and prints
#   TEST_DATABASE_URL=postgres://portal:portal@127.0.0.1:<port>/postgres
# on its last line. Idempotent: a second run reuses the running server.
# PostgreSQL comes only from Debian's packages, through scripts/ci-debian-packages.sh: installed
# when missing as root, else it stops naming the apt-get line. `pnpm test` runs this script.
#
#   eval "export $(scripts/ci-postgres.sh | tail -n1)"
#   npx pnpm@12.21.0 --filter @portal/api test
#
# Knobs: PGPORT (default 5432; unset, a port taken by another server moves it to the next free
# one up to 5442), PORTAL_PG_DATA (default ${TMPDIR:-/tmp}/portal-ci-postgres).
set -euo pipefail

PGPORT_CHOSEN="${PGPORT:-}"
PGPORT="${PGPORT:-5432}"
DATA_DIR="${PORTAL_PG_DATA:-${TMPDIR:-/tmp}/portal-ci-postgres}"

log() { echo "[ci-postgres] $*" >&2; }

find_bindir() {
  local dir
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
  done
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}

BINDIR="$(find_bindir || true)"
if [ -z "$BINDIR" ]; then
  bash "$(dirname "$0")/ci-debian-packages.sh" postgresql
  BINDIR="$(find_bindir)"
fi

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
if [ "$(id -u)" = 0 ]; then
  AS_OWNER=(runuser -u postgres --)
else
  AS_OWNER=()
fi

url_at() { echo "postgres://portal:portal@127.0.0.1:$1/postgres"; }
is_ready() { "$BINDIR/pg_isready" -h 127.0.0.1 -p "$PGPORT" -q; }
portal_can_connect() { "$BINDIR/psql" "$(url_at "$PGPORT")" -Atqc 'select 1' >/dev/null 2>&1; }
ours_runs() { [ -f "$DATA_DIR/postmaster.pid" ] && [ "$(sed -n 4p "$DATA_DIR/postmaster.pid")" = "$PGPORT" ]; }

# A server where role portal signs in (ours from an earlier run, or one set up for it) is
# reused. Another server on the port (Debian's own cluster, started by its package) is left
# alone: ours goes to the next free port, unless PGPORT was asked for.
while is_ready && ! portal_can_connect && ! ours_runs; do
  if [ -n "$PGPORT_CHOSEN" ] || [ "$PGPORT" -ge 5442 ]; then
    log "another PostgreSQL server is on port $PGPORT and role portal cannot sign in; set PGPORT to a free port"
    exit 1
  fi
  log "port $PGPORT: another PostgreSQL server (role portal cannot sign in); trying $((PGPORT + 1))"
  PGPORT=$((PGPORT + 1))
done
URL="$(url_at "$PGPORT")"
if is_ready && portal_can_connect; then
  log "reusing the PostgreSQL server on 127.0.0.1:$PGPORT"
  echo "TEST_DATABASE_URL=$URL"
  exit 0
fi

if ! [ -f "$DATA_DIR/PG_VERSION" ]; then
  log "initialising a cluster in $DATA_DIR"
  mkdir -p "$DATA_DIR"
  if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$DATA_DIR"; fi
  chmod 700 "$DATA_DIR"
  "${AS_OWNER[@]}" "$BINDIR/initdb" -D "$DATA_DIR" -U postgres -E UTF8 --no-locale \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
fi

if ! "${AS_OWNER[@]}" "$BINDIR/pg_ctl" -D "$DATA_DIR" status >/dev/null 2>&1; then
  log "starting PostgreSQL on 127.0.0.1:$PGPORT"
  # The socket lives in the data dir, so no system directory (/var/run/postgresql) is needed.
  "${AS_OWNER[@]}" "$BINDIR/pg_ctl" -D "$DATA_DIR" -l "$DATA_DIR/server.log" -w -t 60 \
    -o "-p $PGPORT -c listen_addresses=127.0.0.1 -k $DATA_DIR -c fsync=off" start >/dev/null
fi

for _ in $(seq 1 60); do
  is_ready && break
  sleep 1
done
is_ready || { log "PostgreSQL did not become ready; see $DATA_DIR/server.log"; exit 1; }

"${AS_OWNER[@]}" "$BINDIR/psql" -h "$DATA_DIR" -p "$PGPORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -Atq >/dev/null <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal') THEN
    CREATE ROLE portal LOGIN SUPERUSER PASSWORD 'portal';
  END IF;
END $$;
SQL

portal_can_connect || { log "role portal cannot sign in on 127.0.0.1:$PGPORT"; exit 1; }
log "ready"
echo "TEST_DATABASE_URL=$URL"
