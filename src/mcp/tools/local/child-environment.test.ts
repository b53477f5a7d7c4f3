import { afterEach, describe, expect, it } from 'vitest';
import { childEnvironment } from './child-environment.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('childEnvironment', () => {
  it('passes the environment on without the service\'s own settings', () => {
    process.env.DATABASE_URL = 'postgres://user:secret@db/x';
    process.env.REDIS_URL = 'redis://:secret@cache';
    process.env.SOME_TOOL_SETTING = 'kept';
    const env = childEnvironment();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.SOME_TOOL_SETTING).toBe('kept');
    expect(env.PATH).toBe(process.env.PATH);
  });

  it('drops what the caller refuses and adds its own on top', () => {
    process.env.GIT_DIR = '/elsewhere';
    process.env.GIT_AUTHOR_NAME = 'Ada';
    const env = childEnvironment({ GIT_TERMINAL_PROMPT: '0' }, (name) => name === 'GIT_DIR');
    expect(env).toMatchObject({ GIT_AUTHOR_NAME: 'Ada', GIT_TERMINAL_PROMPT: '0' });
    expect(env.GIT_DIR).toBeUndefined();
  });
});
