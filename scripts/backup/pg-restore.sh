#!/usr/bin/env bash
# Restores a backup written by pg-backup.sh (pg_dump custom format) into a PostgreSQL database.
#
#   scripts/backup/pg-restore.sh FILE TARGET_URL [--clean]
#
# Restore into a NEW, empty database (createdb kaimono_restored), check it, then point DATABASE_URL
# at it; the script refuses a target that already has tables unless --clean is given (then the
# backup's objects are dropped and re-created first: the servers on it must be stopped).
# Runs in one transaction: a failure leaves the target as it was. Exit codes: 0 ok, 1 failure, 2 usage.
set -euo pipefail

usage() {
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
die() {
  printf 'pg-restore: %s\n' "$*" >&2
  exit 1
}

clean=0
args=()
while (($# > 0)); do
  case $1 in
    --clean) clean=1; shift ;;
    -h | --help) usage ;;
    -*) printf 'pg-restore: unknown option %s\n' "$1" >&2; usage ;;
    *) args+=("$1"); shift ;;
  esac
done
((${#args[@]} == 2)) || usage
file=${args[0]}
target=${args[1]}
[[ -f $file ]] || die "no such file: $file"
command -v pg_restore >/dev/null || die 'pg_restore not found (install the PostgreSQL client tools)'
command -v psql >/dev/null || die 'psql not found (install the PostgreSQL client tools)'

pg_restore --list -- "$file" >/dev/null || die "$file is not a pg_dump custom-format backup"

tables=$(psql --no-psqlrc --quiet --tuples-only --no-align --dbname="$target" \
  --command="select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')") ||
  die 'cannot connect to the target database'
options=(--no-owner --no-privileges --exit-on-error --single-transaction)
if ((tables > 0)); then
  ((clean)) || die "the target database already has $tables tables: restore into a new database (createdb), or pass --clean to replace them"
  options+=(--clean --if-exists)
fi

pg_restore "${options[@]}" --dbname="$target" -- "$file" || die 'pg_restore failed; the target is unchanged'
printf 'pg-restore: restored %s\n' "$file" >&2
