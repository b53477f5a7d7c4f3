import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { isDatabaseUnreachable } from '../../persistence/connection-errors.js';
import { AppError } from '../errors/app-error.js';
import { DatabaseAvailability } from './database-availability.js';
import type { StoreProbe } from './ports/index.js';

function availability(): DatabaseAvailability {
  const probe = { isUnreachable: isDatabaseUnreachable, watchQueries: () => undefined } as unknown as StoreProbe;
  return new DatabaseAvailability(probe, createLogger('silent'));
}

function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
}

describe('DatabaseAvailability.unavailable', () => {
  it('answers 503 DATABASE-001 for a refused database connection', () => {
    const answer = availability().unavailable(refused());
    expect(answer?.code).toBe('DATABASE-001');
    expect(answer?.headers).toEqual({ 'Retry-After': '5' });
  });

  it('leaves an error that already carries a catalogued code alone, whatever it wraps', () => {
    const provider = new AppError('WEB-007', { cause: refused() });
    const toolRefusal = Object.assign(new Error('arXiv could not be reached'), { code: 'WEB-007', cause: refused() });
    expect(availability().unavailable(provider)).toBeUndefined();
    expect(availability().unavailable(toolRefusal)).toBeUndefined();
  });
});
