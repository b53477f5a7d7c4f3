import { describe, expect, it } from 'vitest';
import type Koa from 'koa';
import { apiBranch } from './api-branch.js';

function run(middleware: Koa.Middleware, path: string): Promise<unknown> {
  return Promise.resolve(middleware({ path } as Koa.Context, async () => undefined));
}

describe('apiBranch', () => {
  const seen: string[] = [];
  const page = (name: string): Koa.Middleware => async (_ctx, next) => {
    seen.push(name);
    await next();
  };
  const router: Koa.Middleware = async () => {
    seen.push('router');
  };
  const branch = apiBranch([page('cors'), page('docs'), page('web')], router);

  it('sends /api/ requests straight to the router', async () => {
    seen.length = 0;
    await run(branch, '/api/v1/memory/some.key');
    expect(seen).toEqual(['router']);
  });

  it('runs every page step, in order, before the router for other paths', async () => {
    for (const path of ['/', '/docs', '/mcp', '/oauth/token', '/.well-known/oauth-protected-resource', '/api', '/apis/x']) {
      seen.length = 0;
      await run(branch, path);
      expect(seen, path).toEqual(['cors', 'docs', 'web', 'router']);
    }
  });

  it('lets a page answer without the router', async () => {
    seen.length = 0;
    const answering: Koa.Middleware = async () => {
      seen.push('docs answered');
    };
    await run(apiBranch([page('cors'), answering], router), '/docs');
    expect(seen).toEqual(['cors', 'docs answered']);
  });
});
