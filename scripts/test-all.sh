#!/usr/bin/env bash
# The whole test suite (`npm test`): generated code up to date, spec lint, type check, import cycles,
# unit + repository tests on the embedded store and on PostgreSQL (with pgvector, and the
# memory and contract tests again with PGVECTOR=off; Redis shared state on a throw-away
# redis-server), contract tests against the running server, two nodes behind HAProxy (the
# cluster tests), the web app end to end in Chromium, dredd, and the MCP client/conformance checks.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
# Three lanes share the machine's cores, so every test time limit (src/testing/time-budget.ts) is
# four times what it is alone: a limit says "stuck", never "slow".
export TEST_TIME_SCALE="${TEST_TIME_SCALE:-4}"
REPORTS="$(mktemp -d)"
FAILED_STEPS=()

# CPU seconds (user + system) of this shell's finished children, into the variable named $1: a
# step's share is what its processes and the ones they waited for used, which says more than its
# wall time when the lanes share the cores. (`times` must run in this shell, not in the subshell
# of a pipe or of $(...), which has children of its own.)
children_cpu() {
  local file="$REPORTS/.times.$BASHPID" line
  times > "$file"
  line="$(sed -n 2p "$file")"
  local user="${line%% *}" system="${line##* }"
  printf -v "$1" '%d' "$(awk -v u="$user" -v s="$system" 'BEGIN { split(u, a, /[ms]/); split(s, b, /[ms]/); printf "%d", a[1] * 60 + a[2] + b[1] * 60 + b[2] }')"
}

step() {
  local name="$1"; shift
  echo
  echo "=== $name"
  local started=$SECONDS cpu_before cpu_after
  children_cpu cpu_before
  if "$@"; then
    children_cpu cpu_after
    echo "--- $name: ok ($((SECONDS - started))s, $((cpu_after - cpu_before))s CPU)"
  else
    children_cpu cpu_after
    echo "--- $name: FAILED ($((SECONDS - started))s, $((cpu_after - cpu_before))s CPU)"
    FAILED_STEPS+=("$name")
  fi
}

vitest_json() { # vitest with a JSON report kept for the summary line
  local report="$REPORTS/$1.json"; shift
  vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@"
}

step "generated code is up to date" npm run -s codegen:check
step "spec lint (spectral, swagger-parser)" npm run -s lint:spec
step "type check (server and web app)" npm run -s typecheck
step "import cycles (madge)" npm run -s lint:cycles
step "test tiers up to date (src/testing/fast-tier.json, store-tier.json)" npm run -s test:tiers -- --check
step "deployment files (Dockerfile, compose.yaml, HAProxy configuration)" tsx scripts/deploy-check.ts
# The fast tier (no server, database, child process or real timer) runs once, here, in a few
# seconds; the two store lanes below leave it out (TEST_SKIP_FAST_TIER=1, see vitest.config.ts).
step "fast tier (unit tests that need no server, database, child process or real timer)" vitest_json fast --config vitest.fast.config.ts
export TEST_SKIP_FAST_TIER=1
# Three lanes run side by side: the embedded store's first half of unit files, then contract,
# dredd, SDK and MCP, in the foreground; its second half then the web app in Chromium; and
# PostgreSQL + Redis (unit, contract, cluster). The two background lanes' output is shown when
# they end. vitest keeps one worker per run on 2 CPUs and much of the suite waits on servers,
# child processes and timers, so the lanes overlap well: the whole run takes about half its CPU
# time in wall time.
PG_URL="${TEST_DATABASE_URL:-}"
STARTED_PG=0
if [ -z "$PG_URL" ] && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  PG_URL="$(scripts/pg-test-server.sh start)" && STARTED_PG=1
fi
REDIS_URL_FOR_TESTS="${TEST_REDIS_URL:-}"
STARTED_REDIS=0
if [ -z "$REDIS_URL_FOR_TESTS" ] && command -v redis-server >/dev/null; then
  REDIS_URL_FOR_TESTS="$(scripts/redis-test-server.sh start)" && STARTED_REDIS=1
fi
if [ -z "$REDIS_URL_FOR_TESTS" ]; then
  if [ "${REQUIRE_REDIS:-0}" = "1" ]; then
    echo "Redis is required here but redis-server is not installed"; FAILED_STEPS+=("Redis available")
  else
    echo "NOTE: redis-server not found (apt-get install redis-server); the Redis shared-state tests did not run."
  fi
fi

web_app_tests() { # the web app end to end on the embedded store (one shared server and Chromium for the run, contract-tests/web/README.md)
  local chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [ -x "$chromium" ]; then
    CHROMIUM_PATH="$chromium" step "web app end to end (Chromium)" vitest_json web --config contract-tests/web/vitest.config.ts
  elif [ "${REQUIRE_CHROMIUM:-0}" = "1" ]; then
    echo "Chromium is required here but not installed"; FAILED_STEPS+=("Chromium available")
  else
    echo "NOTE: Chromium not found at $chromium (apt-get install chromium); the web app end-to-end tests did not run."
  fi
}

postgres_lane() {
  # The PostgreSQL tier runs twice: the store tier with pgvector (HNSW), and the memory,
  # recall and contract tests with PGVECTOR=off (the exact in-process search a server
  # without the extension uses), the second beside the first. The first also gives every
  # test server Redis shared state (TEST_REDIS_URL); the second runs without it, as one node does.
  # The store tier (TEST_STORE_TIER_ONLY=1, src/testing/store-tier.json) is every unit file whose
  # import graph reaches a store and whose subject is the store or a service over its ports (or
  # that says it depends on the store); the rest ran in the embedded lane (scripts/test-tiers.ts).
  local mode="$1"
  local fallback_log="$REPORTS/fallback.log"
  (
    FAILED_STEPS=()
    step "memory, recall and repository tests (PostgreSQL, PGVECTOR=off)" env TEST_DATABASE_URL="$PG_URL" PGVECTOR=off TEST_STORE_TIER_ONLY=1 \
      vitest run src/persistence/ src/domain/memory/ src/http/handlers/memory/ \
      --reporter=default --reporter=json --outputFile.json="$REPORTS/unit-postgres-fallback.json"
    # Every operation once through a running server (operations.test.ts) is what the dense path
    # without pgvector can change; durability, health, draining and hostile input do not touch it
    # and run in the pass with pgvector.
    step "contract tests: every operation (running server vs the spec, PostgreSQL, PGVECTOR=off)" env TEST_DATABASE_URL="$PG_URL" PGVECTOR=off \
      vitest run --config contract-tests/vitest.config.ts contract-tests/operations.test.ts --reporter=default --reporter=json --outputFile.json="$REPORTS/contract-postgres-fallback.json"
    printf '%s\n' "${FAILED_STEPS[@]}" > "$REPORTS/fallback.failed"
  ) > "$fallback_log" 2>&1 &
  local fallback_pid=$!
  step "unit and repository tests (PostgreSQL, PGVECTOR=$mode, Redis)" env TEST_DATABASE_URL="$PG_URL" PGVECTOR="$mode" TEST_REDIS_URL="$REDIS_URL_FOR_TESTS" TEST_STORE_TIER_ONLY=1 \
    vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/unit-postgres.json"
  wait "$fallback_pid"
  cat "$fallback_log"
  while IFS= read -r failed; do [ -n "$failed" ] && FAILED_STEPS+=("$failed"); done < "$REPORTS/fallback.failed"
  step "contract tests (running server vs the spec, PostgreSQL, PGVECTOR=$mode, Redis)" env TEST_DATABASE_URL="$PG_URL" PGVECTOR="$mode" TEST_REDIS_URL="$REDIS_URL_FOR_TESTS" \
    vitest run --config contract-tests/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$REPORTS/contract-postgres.json"
  if [ -n "$REDIS_URL_FOR_TESTS" ] && command -v haproxy >/dev/null; then
    step "cluster tests (two nodes behind HAProxy, PostgreSQL, Redis)" env TEST_DATABASE_URL="$PG_URL" TEST_REDIS_URL="$REDIS_URL_FOR_TESTS" \
      vitest run --config contract-tests/cluster/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$REPORTS/cluster.json"
  elif [ "${REQUIRE_POSTGRES:-0}" = "1" ]; then
    echo "The cluster tests are required here but need PostgreSQL, redis-server and haproxy"; FAILED_STEPS+=("cluster tests available")
  else
    echo "NOTE: the cluster tests need PostgreSQL, redis-server and haproxy (apt-get install haproxy); they did not run."
  fi
}

second_embedded_lane() {
  # The other half of the embedded store's unit files (vitest --shard), then the web app. One
  # vitest worker runs a half's files one after another and spends much of its time waiting on
  # servers, child processes and timers, so the two halves side by side keep both cores busy
  # where one lane of every file left the second core idle once the PostgreSQL lane had ended.
  step "unit and repository tests (embedded store, second half)" vitest_json unit-pglite-2 --shard=2/2
  web_app_tests
}

PG_LANE_PID=""
if [ -n "$PG_URL" ]; then
  PGVECTOR_MODE=on
  if ! psql "$PG_URL" -Atc "SELECT 1 FROM pg_available_extensions WHERE name = 'vector'" 2>/dev/null | grep -q 1; then
    if [ "${REQUIRE_PGVECTOR:-0}" = "1" ]; then
      echo "pgvector is required here but the PostgreSQL server does not have it"; FAILED_STEPS+=("pgvector available")
    else
      echo "NOTE: the PostgreSQL server has no pgvector (see .ci/run); the pgvector pass runs on the fallback path."
    fi
    PGVECTOR_MODE=auto
  fi
  echo "(the PostgreSQL lane runs in the background; its output follows the embedded-store lane)"
  (
    FAILED_STEPS=()
    postgres_lane "$PGVECTOR_MODE"
    printf '%s\n' "${FAILED_STEPS[@]}" > "$REPORTS/pg-lane.failed"
  ) > "$REPORTS/pg-lane.log" 2>&1 &
  PG_LANE_PID=$!
elif [ "${REQUIRE_POSTGRES:-0}" = "1" ]; then
  echo "PostgreSQL is required here but not installed"; FAILED_STEPS+=("PostgreSQL available")
else
  echo "NOTE: PostgreSQL server binaries not found (apt-get install postgresql); the PostgreSQL lane did not run."
fi

echo "(the second embedded-store lane runs in the background; its output follows the first)"
(
  FAILED_STEPS=()
  second_embedded_lane
  printf '%s\n' "${FAILED_STEPS[@]}" > "$REPORTS/embedded-2.failed"
) > "$REPORTS/embedded-2.log" 2>&1 &
SECOND_LANE_PID=$!

step "unit and repository tests (embedded store, first half)" vitest_json unit-pglite --shard=1/2
step "contract tests (running server vs the spec, embedded store)" vitest_json contract --config contract-tests/vitest.config.ts
step "dredd (bundled spec)" bash contract-tests/dredd/run.sh
step "generated TypeScript client (@hey-api/openapi-ts from /openapi.json, tsc --strict, one call per operation group)" tsx contract-tests/sdk/run.ts
step "Redocly recommended lint (accepted warnings in .redocly.lint-ignore.yaml)" redocly lint generated/openapi.json
step "MCP Inspector CLI and conformance suite" vitest_json mcp --config contract-tests/mcp/vitest.config.ts
# Waits for a background lane, prints its output and takes its failed steps into FAILED_STEPS.
end_lane() { # pid, title, report name ($REPORTS/<name>.log and .failed)
  wait "$1"
  echo
  echo "=== $2 (ran beside the steps above)"
  cat "$REPORTS/$3.log"
  if [ -f "$REPORTS/$3.failed" ]; then
    while IFS= read -r failed; do [ -n "$failed" ] && FAILED_STEPS+=("$failed"); done < "$REPORTS/$3.failed"
  else
    FAILED_STEPS+=("$2 (ended without a report)")
  fi
  rm -f "$REPORTS/$3.log" "$REPORTS/$3.failed"
}
end_lane "$SECOND_LANE_PID" "second embedded-store lane" embedded-2
if [ -n "$PG_LANE_PID" ]; then
  end_lane "$PG_LANE_PID" "PostgreSQL lane" pg-lane
  rm -f "$REPORTS/fallback.log" "$REPORTS/fallback.failed"
fi
if [ "$STARTED_PG" = "1" ]; then
  # The server is no step's child, so its CPU shows in no step's line: the lanes' cost in full.
  echo "PostgreSQL test server: $(scripts/pg-test-server.sh cpu 2>/dev/null || echo '?')s CPU"
  scripts/pg-test-server.sh stop
fi
[ "$STARTED_REDIS" = "1" ] && scripts/redis-test-server.sh stop

# The summary, and the rule that no vitest step passes while running nothing: every report must
# hold at least one test that ran, and where CI requires every service (REQUIRE_*), none skipped.
if ! node -e '
  const fs = require("fs"); let passed = 0, failed = 0, skipped = 0; const empty = [], skipping = [], failures = [];
  for (const f of fs.readdirSync(process.argv[1]).filter((f) => f.endsWith(".json"))) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + f, "utf8"));
    const skips = r.numPendingTests + r.numTodoTests;
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += skips;
    if (r.numPassedTests + r.numFailedTests === 0) empty.push(f.replace(/\.json$/, ""));
    if (skips > 0) skipping.push(`${f.replace(/\.json$/, "")} (${skips})`);
    for (const file of r.testResults ?? []) for (const t of file.assertionResults ?? []) {
      if (t.status !== "failed") continue;
      const why = (t.failureMessages ?? []).join(" ").split("\n").find((l) => l.trim()) ?? "";
      failures.push(`  ${f.replace(/\.json$/, "")}: ${file.name.replace(process.cwd() + "/", "")} > ${t.fullName}\n      ${why.trim().slice(0, 300)}`);
    }
  }
  console.log(""); console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  // The failed tests again at the end, where a log cut to its last lines still shows them.
  if (failures.length) console.log(`failed tests:\n${failures.join("\n")}`);
  let ok = true;
  if (empty.length) { console.log(`ran no test: ${empty.join(", ")}`); ok = false; }
  if (skipping.length && process.argv[2] === "1") { console.log(`skipped where every service is required: ${skipping.join(", ")}`); ok = false; }
  process.exit(ok ? 0 : 1);
' "$REPORTS" "$([ "${REQUIRE_POSTGRES:-0}${REQUIRE_CHROMIUM:-0}" != "00" ] && echo 1 || echo 0)"; then
  FAILED_STEPS+=("every test step ran its tests")
fi

if [ ${#FAILED_STEPS[@]} -gt 0 ]; then
  echo "Failed steps: ${FAILED_STEPS[*]}"
  exit 1
fi
echo "All steps passed."
