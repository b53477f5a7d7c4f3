/**
 * knex's own messages (pool and driver trouble: "Connection Error: ...", "Acquire connection
 * error: <stack>") go to console.log by default, as raw text among the JSON log lines. Here
 * they go through the logger, one line each, without stack traces. Connection trouble is
 * logged at debug: the outage it belongs to is logged once, as a warning, by the database
 * watch (src/domain/core/database-availability.ts).
 */
import type { Knex } from 'knex';
import type { Logger } from '../logger.js';

const CONNECTION_TROUBLE = /^(Connection Error|Acquire connection error)\b/;

/** The first line of what knex says (knex passes strings, with the stack appended, or objects). */
function firstLine(message: unknown): string {
  const text = message instanceof Error ? message.message : typeof message === 'string' ? message : JSON.stringify(message);
  return (text ?? '').split('\n', 1)[0]!.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>');
}

export function knexLog(logger: Logger): NonNullable<Knex.Config['log']> {
  return {
    warn: (message: unknown) => {
      const text = firstLine(message);
      if (CONNECTION_TROUBLE.test(text)) logger.debug({ source: 'knex' }, text);
      else logger.warn({ source: 'knex' }, text);
    },
    error: (message: unknown) => logger.error({ source: 'knex' }, firstLine(message)),
    deprecate: (method: string, alternative: string) => logger.warn({ source: 'knex' }, `${method} is deprecated; use ${alternative}`),
    debug: (message: unknown) => logger.debug({ source: 'knex' }, firstLine(message)),
  };
}
