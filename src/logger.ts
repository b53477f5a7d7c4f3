import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Structured JSON logs. Credentials never reach a log line: headers that carry them and
 * any field named like a secret are redacted wherever they appear.
 */
export function createLogger(level: string, destination: NodeJS.WritableStream | number = 1): Logger {
  return pino(
    {
      level,
      base: { service: 'memplat' },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.new_password',
          '*.current_password',
          '*.client_secret',
          '*.token',
          '*.access_token',
          '*.refresh_token',
          '*.key',
        ],
        censor: '[redacted]',
      },
    },
    typeof destination === 'number' ? pino.destination({ fd: destination, sync: false }) : destination,
  );
}
