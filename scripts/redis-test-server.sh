#!/usr/bin/env bash
# Starts (or stops) a throw-away Redis on loopback for the test suite:
#   scripts/redis-test-server.sh start   -> prints its URL (TEST_REDIS_URL)
#   scripts/redis-test-server.sh stop
# Uses Debian's redis-server; nothing is saved to disk.
set -euo pipefail
PORT="${REDIS_TEST_PORT:-56379}"
DIR="${REDIS_TEST_DIR:-/tmp/memplat-redis-$PORT}"
command -v redis-server >/dev/null || { echo "redis-server not found (apt-get install redis-server)" >&2; exit 1; }

case "${1:-start}" in
  start)
    mkdir -p "$DIR"
    if ! redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1; then
      redis-server --bind 127.0.0.1 --port "$PORT" --save "" --appendonly no --daemonize yes \
        --dir "$DIR" --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log" >/dev/null
      for _ in $(seq 50); do redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
    fi
    echo "redis://127.0.0.1:$PORT"
    ;;
  stop)
    redis-cli -h 127.0.0.1 -p "$PORT" shutdown nosave >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
