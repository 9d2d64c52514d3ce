#!/usr/bin/env bash
# N Kaimono server processes on one PostgreSQL database behind nginx, for CI's proxy stages and the
# scale benchmark:
#
#   bash scripts/ci/with-stack.sh COMMAND [ARGS...]
#       Starts the stack, exports STACK_BASE_URL (nginx), STACK_SERVER_URLS (the processes, space
#       separated, in nginx's order) and STACK_DATABASE_URL, runs COMMAND, then stops everything;
#       exits with COMMAND's status (or 70 if the stack did not start).
#   bash scripts/ci/with-stack.sh
#       Starts the stack, prints those three variables as NAME=VALUE lines, then a line `ready`,
#       and keeps running until SIGINT or SIGTERM; then stops everything.
#
# The database is DATABASE_URL, else TEST_DATABASE_URL (scripts/ci/start-postgres.sh sets it:
# `bash scripts/ci/start-postgres.sh bash scripts/ci/with-stack.sh COMMAND`). Its migrations and
# seeding run once (npm run db:migrate) before the processes start. Every variable of this
# script's environment reaches the processes (BANK_WEBHOOK_API_KEY, LOGIN_RATE_LIMIT, ...); it sets
# PORT, HOST=127.0.0.1, DATA_DIR (one per process), TRUST_PROXY=true and, unless given, a shared
# JWT_SECRET and UPLOAD_DIR (several processes must agree on both).
#
#   STACK_PROCESSES   how many server processes (default 2)
#   STACK_PORT_START  first port tried for nginx and the processes (default 47100)
#   STACK_LOG_DIR     when set, the processes' and nginx's logs are copied there at the end
#
# nginx is Debian's (`nginx` on PATH or /usr/sbin/nginx), an instance of its own: the config
# rendered from deploy/nginx/ci.conf.template, pid, logs and temporary files in a temporary
# directory; it runs in the foreground of a child process, as the current user (as root its
# workers run as nobody). Progress goes to stderr.
set -uo pipefail

log() { printf 'with-stack: %s\n' "$*" >&2; }
die() {
  log "$*"
  exit 70
}

repo=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd) || die 'cannot find the repository'
database_url=${DATABASE_URL:-${TEST_DATABASE_URL:-}}
[[ -n $database_url ]] || die 'set DATABASE_URL (or run under scripts/ci/start-postgres.sh, which sets TEST_DATABASE_URL)'
count=${STACK_PROCESSES:-2}
[[ $count =~ ^[1-9][0-9]?$ ]] || die "STACK_PROCESSES must be 1-99, not $count"

nginx_bin=$(command -v nginx 2>/dev/null || true)
[[ -z $nginx_bin && -x /usr/sbin/nginx ]] && nginx_bin=/usr/sbin/nginx
[[ -n $nginx_bin ]] || die "nginx not found; install Debian's nginx package"

dir=$(mktemp -d "${TMPDIR:-/tmp}/kaimono-stack.XXXXXX") || die 'cannot create a temporary directory'
# nginx's workers (nobody, when started as root) write their temporary files below it.
chmod 755 -- "$dir"

server_pids=()
nginx_pid=
child=
cleanup() {
  trap - EXIT INT TERM
  if [[ -n $child ]] && kill -0 "$child" 2>/dev/null; then
    kill -TERM "$child" 2>/dev/null
    wait "$child" 2>/dev/null
  fi
  if [[ -n $nginx_pid ]] && kill -0 "$nginx_pid" 2>/dev/null; then
    kill -QUIT "$nginx_pid" 2>/dev/null
  fi
  local pid
  for pid in "${server_pids[@]}"; do
    kill -0 "$pid" 2>/dev/null && kill -TERM "$pid" 2>/dev/null
  done
  # Graceful stops take a few seconds (HTTP, then jobs, then the database); then SIGKILL.
  local waited=0
  for pid in "${server_pids[@]}" $nginx_pid; do
    while kill -0 "$pid" 2>/dev/null && ((waited < 150)); do
      sleep 0.1
      waited=$((waited + 1))
    done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  if [[ -n ${STACK_LOG_DIR:-} ]]; then
    mkdir -p -- "$STACK_LOG_DIR" && cp -- "$dir"/*.log "$STACK_LOG_DIR"/ 2>/dev/null
  fi
  log 'stopped'
  rm -rf -- "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

show_logs() {
  local file
  for file in "$dir"/*.log; do
    [[ -s $file ]] || continue
    log "--- last lines of $(basename -- "$file")"
    tail -n 40 -- "$file" >&2
  done
}

# --- ports -------------------------------------------------------------------------------------
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
next_port=${STACK_PORT_START:-47100}
# Sets `port` to the next free port (not in a $(...) subshell: next_port must advance).
free_port() {
  while port_in_use "$next_port"; do next_port=$((next_port + 1)); done
  port=$next_port
  next_port=$((next_port + 1))
}

# Waits until URL answers 200 (at most SECONDS); node is there anyway, curl may not be.
wait_ok() {
  node -e '
    const [url, seconds] = process.argv.slice(1);
    const deadline = Date.now() + Number(seconds) * 1000;
    (async () => {
      for (;;) {
        try { if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) process.exit(0); } catch {}
        if (Date.now() > deadline) process.exit(1);
        await new Promise((r) => setTimeout(r, 200));
      }
    })();' "$1" "$2"
}

# --- migrations, once --------------------------------------------------------------------------
export DATABASE_URL=$database_url
unset TEST_DATABASE_URL
export JWT_SECRET=${JWT_SECRET:-$(node -e 'process.stdout.write(require("node:crypto").randomBytes(36).toString("base64url"))')}
export UPLOAD_DIR=${UPLOAD_DIR:-$dir/uploads}
export TRUST_PROXY=true
export HOST=127.0.0.1
mkdir -p -- "$UPLOAD_DIR"

# The processes run the built server, as production does (ADR 0012): built now if its sources changed.
if ! (cd -- "$repo" && node scripts/build.mjs --if-stale --server) >"$dir/build.log" 2>&1; then
  cat -- "$dir/build.log" >&2
  die 'the server build failed'
fi

log "migrations and seeding on ${database_url%%\?*}"
if ! (cd -- "$repo" && DATA_DIR=$dir/migrate LOG_LEVEL=warn node apps/server/dist/cli/migrate.js) >"$dir/migrate.log" 2>&1; then
  cat -- "$dir/migrate.log" >&2
  die 'migrations failed'
fi
cat -- "$dir/migrate.log" >&2

# --- the server processes ------------------------------------------------------------------------
server_urls=()
upstreams=''
for ((i = 1; i <= count; i++)); do
  free_port
  (cd -- "$repo" && PORT=$port DATA_DIR=$dir/server-$i exec node --enable-source-maps --max-semi-space-size=4 apps/server/dist/main.js) \
    >"$dir/server-$i.log" 2>&1 &
  server_pids+=("$!")
  server_urls+=("http://127.0.0.1:$port")
  upstreams+="server 127.0.0.1:$port; "
  log "server process $i (pid $!) on port $port"
done
for ((i = 0; i < count; i++)); do
  if ! wait_ok "${server_urls[$i]}/api/health" 120; then
    show_logs
    die "server process $((i + 1)) did not become healthy"
  fi
done

# --- nginx -------------------------------------------------------------------------------------
free_port
nginx_port=$port
sed -e "s|@PREFIX@|$dir|g" -e "s|@LISTEN_PORT@|$nginx_port|g" -e "s|@UPSTREAM_SERVERS@|$upstreams|g" \
  -- "$repo/deploy/nginx/ci.conf.template" >"$dir/nginx.conf"
if ! "$nginx_bin" -t -q -p "$dir" -c "$dir/nginx.conf" -e "$dir/error.log" 2>"$dir/nginx-test.log"; then
  cat -- "$dir/nginx-test.log" >&2
  die 'nginx -t rejected the rendered configuration'
fi
"$nginx_bin" -p "$dir" -c "$dir/nginx.conf" -e "$dir/error.log" -g 'daemon off;' >"$dir/nginx.log" 2>&1 &
nginx_pid=$!
base_url="http://127.0.0.1:$nginx_port"
if ! wait_ok "$base_url/api/health" 30; then
  show_logs
  die 'nginx did not answer'
fi
log "nginx $("$nginx_bin" -v 2>&1 | sed 's|.*/||') (pid $nginx_pid) on $base_url in front of ${server_urls[*]}"

export STACK_BASE_URL=$base_url
export STACK_SERVER_URLS="${server_urls[*]}"
export STACK_DATABASE_URL=$database_url

if (($# > 0)); then
  "$@" &
  child=$!
  wait "$child"
  status=$?
  child=
  ((status == 0)) || show_logs
  exit "$status"
fi

printf 'STACK_BASE_URL=%s\nSTACK_SERVER_URLS=%s\nSTACK_DATABASE_URL=%s\nready\n' "$STACK_BASE_URL" "$STACK_SERVER_URLS" "$STACK_DATABASE_URL"
sleep infinity &
child=$!
wait "$child"
