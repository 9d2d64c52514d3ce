#!/usr/bin/env bash
# A consistent backup of Kaimono's PostgreSQL database with pg_dump (custom format: compressed,
# restorable table by table with pg_restore). Safe while the servers run: pg_dump reads one
# snapshot. The pg-boss job tables are in the same database and come along.
#
#   DATABASE_URL=postgres://... scripts/backup/pg-backup.sh [--out DIR] [--keep N]
#
#   --out DIR   where to write kaimono-pg-<UTC time>.dump (default: $BACKUP_DIR, else ./backups)
#   --keep N    afterwards keep only the newest N kaimono-pg-*.dump files in DIR (default: $BACKUP_KEEP,
#               else 0 = keep all)
#
# Prints the backup's path on stdout. pg_dump must be at least the server's major version
# (Debian: the postgresql-client package of that version). Exit codes: 0 ok, 1 failure, 2 usage.
set -euo pipefail

usage() {
  sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
die() {
  printf 'pg-backup: %s\n' "$*" >&2
  exit 1
}

out=${BACKUP_DIR:-./backups}
keep=${BACKUP_KEEP:-0}
while (($# > 0)); do
  case $1 in
    --out) [[ $# -ge 2 ]] || usage; out=$2; shift 2 ;;
    --keep) [[ $# -ge 2 ]] || usage; keep=$2; shift 2 ;;
    -h | --help) usage ;;
    *) printf 'pg-backup: unknown argument %s\n' "$1" >&2; usage ;;
  esac
done
[[ $keep =~ ^[0-9]+$ ]] || die "--keep must be a whole number, not '$keep'"
[[ -n ${DATABASE_URL:-} ]] || die 'DATABASE_URL is not set'
command -v pg_dump >/dev/null || die 'pg_dump not found (install the PostgreSQL client tools)'

mkdir -p -- "$out"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
file=$out/kaimono-pg-$stamp.dump
partial=$file.partial
trap 'rm -f -- "$partial"' EXIT

# --no-owner/--no-privileges: the backup restores into a database owned by any role.
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$partial" --dbname="$DATABASE_URL" ||
  die 'pg_dump failed'
# A backup that pg_restore cannot read is no backup.
pg_restore --list -- "$partial" >/dev/null || die 'the dump just written cannot be read back by pg_restore'
mv -- "$partial" "$file"
trap - EXIT
printf 'pg-backup: wrote %s (%s bytes)\n' "$file" "$(wc -c <"$file" | tr -d ' ')" >&2

if ((keep > 0)); then
  # File names sort by time; the newest N stay.
  mapfile -t old < <(find "$out" -maxdepth 1 -type f -name 'kaimono-pg-*.dump' -printf '%f\n' | sort -r | tail -n +"$((keep + 1))")
  for name in "${old[@]}"; do
    rm -f -- "$out/$name"
    printf 'pg-backup: removed %s (keeping the newest %s)\n' "$out/$name" "$keep" >&2
  done
fi
printf '%s\n' "$file"
