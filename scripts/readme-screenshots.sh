#!/usr/bin/env bash
# Refreshes the screenshots of the README and docs/web-app.md from the last end-to-end run
# (`npx vitest run --config contract-tests/web/vitest.config.ts` writes contract-tests/web/screenshots/;
# another directory holding such a run's screenshots may be given as the first argument).
set -euo pipefail
cd "$(dirname "$0")/.."
from="${1:-contract-tests/web/screenshots}"
to=contract-tests/web/readme
mkdir -p "$to"
cp "$from/accounts--account-menu-two-accounts.png" "$to/dashboard.png"
cp "$from/graph--memories-search-everywhere.png" "$to/memories.png"
cp "$from/graph--graph-opening.png" "$to/graph.png"
cp "$from/graph--patterns-topics.png" "$to/patterns.png"
cp "$from/phones--phone-memories.png" "$to/phone-memories.png"
cp "$from/oauth--consent.png" "$to/consent.png"
cp "$from/account--security-totp-qr.png" "$to/security.png"
cp "$from/passkeys--passkeys-list.png" "$to/passkeys.png"
ls -l "$to"
