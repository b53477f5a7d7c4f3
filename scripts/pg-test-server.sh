#!/usr/bin/env bash
# Starts (or stops) a throw-away PostgreSQL server on loopback for the test suite:
#   scripts/pg-test-server.sh start   -> prints the admin URL (TEST_DATABASE_URL)
#   scripts/pg-test-server.sh stop
#   scripts/pg-test-server.sh cpu     -> CPU seconds the server has used so far (its processes that
#                                        ended and the postmaster itself), for the suite's summary
# Uses the Debian packages (postgresql-15), with pgvector where it is installed (.ci/run builds
# it); PGVECTOR=off in the test environment exercises the path without it.
set -euo pipefail
PORT="${PG_TEST_PORT:-55432}"
DIR="${PG_TEST_DIR:-/tmp/memplat-pg-$PORT}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -n "$BIN" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    if [ ! -f "$DIR/PG_VERSION" ]; then
      mkdir -p "$DIR"
      [ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
      as_pg "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    if ! as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
      as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories=$DIR -c fsync=on -c max_connections=200" start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true
    ;;
  cpu)
    # Backends are the postmaster's children: their time is in its cutime/cstime once they end.
    PID="$(head -1 "$DIR/postmaster.pid")"
    awk -v hz="$(getconf CLK_TCK)" '{ printf "%d\n", ($14 + $15 + $16 + $17) / hz }' "/proc/$PID/stat"
    ;;
  *) echo "usage: $0 start|stop|cpu" >&2; exit 2 ;;
esac
