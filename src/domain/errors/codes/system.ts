export const systemErrors = {
  'SYSTEM-001': { status: 500, message: 'Internal server error' },
  'SYSTEM-002': { status: 501, message: 'This operation is not implemented yet' },
  'SYSTEM-003': { status: 503, message: 'A dependency is unavailable' },
  'SYSTEM-004': { status: 503, message: 'The server is shutting down' },
  /** GET /metrics from a non-loopback client without the METRICS_TOKEN bearer token. */
  'SYSTEM-005': { status: 401, message: 'Metrics need the METRICS_TOKEN bearer token' },
  /** GET /metrics from a non-loopback client while METRICS_TOKEN is not set. */
  'SYSTEM-006': { status: 403, message: 'Metrics are served to loopback clients only; set METRICS_TOKEN to let others read them' },
  /** GET /api/v1/metrics?scope=service from a caller that is neither a loopback client nor an administrator's browser session. */
  'SYSTEM-007': { status: 403, message: 'Service-wide metrics are for administrators and loopback clients; without scope=service you get your context\'s' },
} as const;
