#!/usr/bin/env bash
# Installs and starts what the test suite needs when it is missing: Debian's Chromium and a CJK
# font for the browser tests, and Debian's PostgreSQL for the second run of the API suite.
# As root it installs with apt-get; otherwise it says what to install.
set -euo pipefail

PG_USER=${TEST_PG_USER:-apex}
PG_PASSWORD=${TEST_PG_PASSWORD:-apex}

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'WenQuanYi Micro Hei' || need+=(fonts-wqy-microhei)
command -v pg_ctlcluster >/dev/null 2>&1 || need+=(postgresql postgresql-contrib)

if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Missing: ${need[*]}. Install them (sudo apt-get install ${need[*]}) and run again." >&2
    exit 1
  fi
  echo "Installing ${need[*]} from Debian's packages…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
fi

# Start the first PostgreSQL cluster Debian created, and make sure the test role exists.
read -r PG_VERSION PG_CLUSTER PG_PORT PG_STATUS _ < <(pg_lsclusters --no-header | head -n 1)
if [ -z "${PG_VERSION:-}" ]; then
  echo "No PostgreSQL cluster found (pg_lsclusters)." >&2
  exit 1
fi
if [ "$PG_STATUS" != "online" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start
  else
    echo "PostgreSQL $PG_VERSION/$PG_CLUSTER is down: run 'sudo pg_ctlcluster $PG_VERSION $PG_CLUSTER start'." >&2
    exit 1
  fi
fi
as_postgres() { if [ "$(id -u)" -eq 0 ]; then su postgres -c "$1"; else sudo -u postgres sh -c "$1"; fi; }
as_postgres "psql -p $PG_PORT -qtAc \"select 1 from pg_roles where rolname = '$PG_USER'\"" | grep -q 1 ||
  as_postgres "psql -p $PG_PORT -qc \"create role $PG_USER login createdb password '$PG_PASSWORD'\""
# Each test file's database is dropped "with (force)", which ends the sessions still on it; one that
# is not the test role's own (an autovacuum worker) may only be ended by a member of pg_signal_backend.
as_postgres "psql -p $PG_PORT -qc \"grant pg_signal_backend to $PG_USER\"" >/dev/null

echo "TEST_DATABASE_URL=postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PG_PORT/postgres"
