#!/usr/bin/env bash
# The Debian packages the tests need beyond Node 20, and the one place they are installed:
# `.ci/run` and `pnpm test` (scripts/ci-jobs.mjs) both call this script, and
# scripts/ci-postgres.sh calls it for PostgreSQL.
#
#   scripts/ci-debian-packages.sh [git] [chromium] [postgresql]   (no argument: all three)
#
#   git         every CI job runs on its own clone of the working tree (scripts/ci-jobs.mjs)
#   chromium    the browser tests and the byte budgets (no browser is downloaded); present
#               when CHROMIUM_PATH names an executable or /usr/bin/chromium exists
#   postgresql  the server binaries (initdb, pg_ctl): the API suite's PostgreSQL half, its
#               crash test and the chaos test's own cluster
#
# Each one missing is installed with apt-get when run as root (CI runs as root); run as
# another user it stops at once, exit 1, printing the exact apt-get line to run.
set -euo pipefail

log() { echo "[ci-debian-packages] $*" >&2; }

has_git() { command -v git >/dev/null 2>&1; }
has_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then [ -x "$CHROMIUM_PATH" ]; else [ -x /usr/bin/chromium ]; fi
}
has_postgresql() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then return 0; fi
  done
  command -v initdb >/dev/null 2>&1
}

wanted=("$@")
if [ ${#wanted[@]} = 0 ]; then wanted=(git chromium postgresql); fi

if [[ " ${wanted[*]} " == *" chromium "* ]] && [ -n "${CHROMIUM_PATH:-}" ] && ! has_chromium; then
  log "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable: unset it to use Debian's /usr/bin/chromium"
  exit 1
fi

missing=()
for package in "${wanted[@]}"; do
  case "$package" in
    git) has_git || missing+=(git) ;;
    chromium) has_chromium || missing+=(chromium) ;;
    postgresql) has_postgresql || missing+=(postgresql) ;;
    *) log "unknown package '$package' (git, chromium, postgresql)"; exit 2 ;;
  esac
done

if [ ${#missing[@]} = 0 ]; then
  log "present: ${wanted[*]}"
  exit 0
fi

line="apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" != 0 ]; then
  log "missing Debian packages: ${missing[*]}. Install them as root, then run the tests again:"
  log ""
  log "    sudo apt-get update && sudo $line"
  log ""
  exit 1
fi

log "installing Debian's ${missing[*]}: $line"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >&2
# The postgresql package may start Debian's own cluster on 5432; scripts/ci-postgres.sh then
# runs its throwaway cluster on the next free port.
apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
for package in "${missing[@]}"; do
  if ! "has_$package"; then
    log "$package is still missing after apt-get install"
    exit 1
  fi
done
log "installed: ${missing[*]}"
