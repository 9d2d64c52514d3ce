#!/usr/bin/env bash
# A throwaway PostgreSQL server on loopback for tests (CI's server suite on a real PostgreSQL).
#
#   bash scripts/ci/start-postgres.sh COMMAND [ARGS...]
#       Starts a server, exports TEST_DATABASE_URL, runs COMMAND, then stops the server and
#       deletes its data; exits with COMMAND's status (or 70 if the server did not start).
#   bash scripts/ci/start-postgres.sh
#       Starts a server, prints its URL and keeps it running until this script gets SIGINT or
#       SIGTERM, then stops it and deletes its data.
#
# Either way the first line on stdout is the URL, postgres://postgres@127.0.0.1:PORT/kaimono_test;
# progress goes to stderr.
#
# The server binaries come from PG_BINDIR, else the newest /usr/lib/postgresql/<version>/bin
# (Debian's layout), else pg_ctl on PATH. The data directory is a fresh temporary directory with
# trust authentication, listening on 127.0.0.1 only, on the first free port from PG_PORT_START
# (default 55432), with durability switched off (fsync, synchronous_commit, full_page_writes):
# nothing in it outlives the run. initdb refuses to run as root, so as root the server runs as
# the `postgres` system user (created by Debian's postgresql package).
set -uo pipefail

log() { printf 'start-postgres: %s\n' "$*" >&2; }
die() {
  log "$*"
  exit 70
}

# --- server binaries --------------------------------------------------------------------------
find_bindir() {
  if [[ -n ${PG_BINDIR:-} ]]; then
    printf '%s\n' "$PG_BINDIR"
    return
  fi
  local candidates=() dir
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x $dir/initdb && -x $dir/pg_ctl ]] && candidates+=("$dir")
  done
  if ((${#candidates[@]} > 0)); then
    printf '%s\n' "${candidates[@]}" | sort -V | tail -n 1
    return
  fi
  local pg_ctl
  if pg_ctl=$(command -v pg_ctl) && [[ -x "$(dirname -- "$pg_ctl")/initdb" ]]; then
    dirname -- "$pg_ctl"
  fi
}

bindir=$(find_bindir)
[[ -n $bindir && -x $bindir/initdb && -x $bindir/pg_ctl ]] ||
  die "no PostgreSQL server binaries (initdb, pg_ctl) found; install Debian's postgresql package or set PG_BINDIR"

# --- who runs the server ----------------------------------------------------------------------
run_as_owner() { "$@"; }
owner=$(id -un)
if [[ $(id -u) -eq 0 ]]; then
  id -u postgres >/dev/null 2>&1 || die "running as root, but there is no 'postgres' user to run the server as"
  owner=postgres
  if command -v runuser >/dev/null 2>&1; then
    run_as_owner() { runuser -u postgres -- "$@"; }
  else
    run_as_owner() { su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; }
  fi
fi

# --- a temporary directory the owner can reach --------------------------------------------------
base=${TMPDIR:-/tmp}
# The socket path must be short and free of spaces (it goes into pg_ctl -o), and the owner must be
# able to enter every parent directory.
if [[ $base == *[[:space:]]* ]] || ((${#base} > 60)) || ! run_as_owner test -x "$base"; then
  base=/tmp
fi
root_dir=$(mktemp -d "$base/kaimono-pg.XXXXXX") || die "cannot create a temporary directory in $base"
data_dir=$root_dir/data
socket_dir=$root_dir/socket
log_file=$root_dir/postgres.log
mkdir -p -- "$socket_dir"
[[ $owner == "$(id -un)" ]] || chown -R -- "$owner" "$root_dir"
chmod 700 -- "$root_dir"

started=0
child=
cleanup() {
  trap - EXIT INT TERM
  if [[ -n $child ]] && kill -0 "$child" 2>/dev/null; then
    kill -TERM "$child" 2>/dev/null
    wait "$child" 2>/dev/null
  fi
  if ((started)); then
    log "stopping the server"
    (cd -- "$root_dir" && run_as_owner "$bindir/pg_ctl" -D "$data_dir" -m immediate -w -t 30 stop >/dev/null 2>&1) ||
      log "pg_ctl stop failed; see above"
  fi
  rm -rf -- "$root_dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- initdb -------------------------------------------------------------------------------------
log "initdb with $bindir (as $owner) in $data_dir"
if ! (cd -- "$root_dir" && run_as_owner "$bindir/initdb" -D "$data_dir" -U postgres --auth=trust \
  -E UTF8 --locale=C --no-sync >"$root_dir/initdb.log" 2>&1); then
  cat -- "$root_dir/initdb.log" >&2
  die "initdb failed"
fi

# --- start on a free loopback port -------------------------------------------------------------
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

port=${PG_PORT_START:-55432}
last_port=$((port + 200))
while ((port <= last_port)); do
  if port_in_use "$port"; then
    port=$((port + 1))
    continue
  fi
  options="-p $port -k $socket_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off"
  options+=" -c full_page_writes=off -c max_connections=200"
  if (cd -- "$root_dir" && run_as_owner "$bindir/pg_ctl" -D "$data_dir" -l "$log_file" -o "$options" -w -t 60 start >/dev/null); then
    started=1
    break
  fi
  # Another process may have taken the port between the probe and the start: try the next one.
  if grep -q 'could not bind\|Address already in use' -- "$log_file" 2>/dev/null; then
    port=$((port + 1))
    continue
  fi
  tail -n 30 -- "$log_file" >&2 2>/dev/null
  die "the server did not start"
done
((started)) || die "no free port between ${PG_PORT_START:-55432} and $last_port"

if ! "$bindir/createdb" -h 127.0.0.1 -p "$port" -U postgres kaimono_test; then
  die "createdb kaimono_test failed"
fi

url="postgres://postgres@127.0.0.1:$port/kaimono_test"
log "PostgreSQL $("$bindir/pg_ctl" --version | awk '{print $3}') ready at $url"
printf '%s\n' "$url"
export TEST_DATABASE_URL=$url

if (($# > 0)); then
  # In the background plus `wait`, so a SIGTERM (CI's timeout) runs the trap at once instead of
  # after the command ends; the trap then stops the command and the server.
  "$@" &
  child=$!
  wait "$child"
  status=$?
  child=
  exit "$status"
fi

sleep infinity &
child=$!
wait "$child"
