import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './connection-errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnreachable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET')],
    ['admin_shutdown (restart)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash_shutdown', withCode('57P02')],
    ['cannot_connect_now (starting up)', withCode('57P03', 'the database system is starting up')],
    ['too many connections', withCode('53300')],
    ['class 08 connection exception', withCode('08006')],
    ['socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['socket closed under a commit (knex names the statement)', new Error('COMMIT; - Connection terminated unexpectedly')],
    ['knex: connection ended', new Error('Connection ended unexpectedly')],
    ['knex pool wait ran out', Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' })],
    ['PGlite closed', new Error('PGlite is closed')],
    ['both loopback addresses refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
    ['wrapped in a cause', new Error('insert failed', { cause: withCode('ECONNREFUSED') })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['syntax error', withCode('42601')],
    ['query cancelled', withCode('57014', 'canceling statement due to statement timeout')],
    ['an ordinary error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});
