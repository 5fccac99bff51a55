#!/usr/bin/env bash
# `npm test`: type check, lint, the unit tests and the API tests that run on both databases (on
# PGlite), the whole API suite on PostgreSQL, then the browser tests against the built app
# (apps/server/test/database-split.ts says which API tests run on both). Installs/starts what it
# needs first.
set -euo pipefail
cd "$(dirname "$0")/.."

# The time of each stage, printed as a table at the end (also when a stage fails), so that a slow
# run shows where its time went.
names=()
times=()
current=''
started=$SECONDS
stage() {
  end_stage
  current=$1
  started=$SECONDS
  printf '\n== %s\n' "$current"
}
end_stage() {
  [ -n "$current" ] || return 0
  names+=("$current")
  times+=($((SECONDS - started)))
  current=''
}
summary() {
  local status=$?
  local failed=$current
  end_stage
  printf '\n== time per stage\n'
  for i in "${!names[@]}"; do
    local mark=''
    [ $status -ne 0 ] && [ "${names[$i]}" = "$failed" ] && mark='  (failed)'
    printf '%-44s %5d s%s\n' "${names[$i]}" "${times[$i]}" "$mark"
  done
  printf '%-44s %5d s\n' 'total' "$SECONDS"
}
trap summary EXIT

stage "test environment (Chromium, CJK font, PostgreSQL)"
url=$(bash scripts/setup-test-env.sh | sed -n 's/^TEST_DATABASE_URL=//p')
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$url}"

stage "type check"
npm run typecheck

stage "lint"
npm run lint

stage "unit tests; platform and flow API tests (PGlite)"
TEST_SCOPE=both-databases npx vitest run

stage "API tests (PostgreSQL)"
TEST_DB=postgres npx vitest run --project server

stage "build"
npm run build

stage "browser tests (Chromium)"
npm run test -w e2e
