#!/usr/bin/env bash
# Runs dredd against a real server on the description prepared by prepare.ts.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"
WORK="$(mktemp -d)"
export DATA_DIR="$WORK/data"
DREDD_API_KEY="$(tsx contract-tests/dredd/prepare.ts "$WORK/dredd-openapi.json")"
export DREDD_API_KEY
PORT_FILE="$WORK/out.log"
HOST=127.0.0.1 PORT=0 LOG_LEVEL=warn node bin/memplat.mjs serve >"$PORT_FILE" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; wait $SERVER 2>/dev/null || true; rm -rf "$WORK"' EXIT
# Wait for the server to say where it listens, as long as it lives, up to 90 s times TEST_TIME_SCALE
# (a loaded machine starts it slowly; a start that failed ends the process and the wait).
START_WAIT="$(awk -v s="${TEST_TIME_SCALE:-1}" 'BEGIN { s += 0; if (s < 1) s = 1; print int(180 * s) }')"
for _ in $(seq 1 "$START_WAIT"); do
  URL="$(grep -o 'listening on http://[0-9.:]*' "$PORT_FILE" | head -1 | sed 's/listening on //')" || true
  [ -n "${URL:-}" ] && break
  kill -0 "$SERVER" 2>/dev/null || break
  sleep 0.5
done
[ -n "${URL:-}" ] || { cat "$PORT_FILE"; echo "server did not start"; exit 1; }
# dredd warns about every 3.1 keyword it does not know; keep its pass/fail lines.
STATUS=0
dredd "$WORK/dredd-openapi.json" "$URL" --hookfiles=contract-tests/dredd/hooks.cjs --loglevel=warning >"$WORK/dredd.log" 2>&1 || STATUS=$?
grep -E "^DEBUG|^(pass|fail|skip|complete|error):|^\S*(pass|fail|skip|complete|error)" "$WORK/dredd.log" | sed 's/\x1b\[[0-9;]*m//g' | grep -v "parser warning" | tail -60
PASSED=$(sed "s/\x1b\\[[0-9;]*m//g" "$WORK/dredd.log" | grep -c "^pass:" || true)
echo "dredd: $PASSED transactions passed"
[ "$PASSED" -gt 0 ] || { echo "dredd ran no transaction"; STATUS=1; }
exit $STATUS
