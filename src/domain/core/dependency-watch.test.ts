import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger } from '../../logger.js';
import { DependencyWatch } from './dependency-watch.js';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({ write(chunk, _enc, done) { lines.push(JSON.parse(String(chunk))); done(); } });
  return { logger: createLogger('info', stream), lines };
}

describe('DependencyWatch', () => {
  it('logs an outage once as a warning naming the dependency, and its end once', () => {
    const { logger, lines } = capture();
    const watch = new DependencyWatch('database', logger, 'requests answer 503');
    watch.answered();
    for (let i = 0; i < 50; i++) watch.failed(new Error('connect ECONNREFUSED postgres://user:secret@db:5432/x'));
    expect(watch.isDown).toBe(true);
    for (let i = 0; i < 50; i++) watch.answered();
    expect(watch.isDown).toBe(false);
    watch.failed(new Error('Connection terminated unexpectedly'));
    expect(lines.map((l) => [l.level, l.dependency, l.msg])).toEqual([
      [40, 'database', 'database unavailable; requests answer 503'],
      [40, 'database', 'database available again'],
      [40, 'database', 'database unavailable; requests answer 503'],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(typeof lines[1]!.downMs).toBe('number');
  });
});
