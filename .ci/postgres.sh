#!/usr/bin/env bash
# Installs (when missing) and starts a PostgreSQL server on loopback for the storage tests, and
# prints the DATABASE_URL of an empty test database. Run as root (CI is).
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /etc/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^${version} main"; then
  pg_createcluster "${version}" main >/dev/null
fi
pg_ctlcluster "${version}" main start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -q && break
  sleep 1
done
su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'dragondice'\"" >/dev/null
su postgres -c "dropdb --if-exists dragondice_test 2>/dev/null; createdb dragondice_test"
echo "postgres://postgres:dragondice@127.0.0.1:5432/dragondice_test"
