#!/usr/bin/env bash
# `npm test`: type check, lint, unit + API tests on PGlite, the API suite again on PostgreSQL,
# then the browser tests against the built app. Installs/starts what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says how long the previous ones took, so a slow CI run shows where its time went.
step() { printf '\n== %s (%d s so far)\n' "$*" "$SECONDS"; }
trap 'printf "\n== done in %d s\n" "$SECONDS"' EXIT

step "test environment (Chromium, CJK font, PostgreSQL)"
url=$(bash scripts/setup-test-env.sh | sed -n 's/^TEST_DATABASE_URL=//p')
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$url}"

step "type check"
npm run typecheck

step "lint"
npm run lint

step "unit and API tests (PGlite)"
npx vitest run

step "API tests (PostgreSQL)"
TEST_DB=postgres npx vitest run --project server

step "build"
npm run build

step "browser tests (Chromium)"
npm run test -w e2e
