import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { layoutFor } from './spec-files.js';
import { copyFixture, FIXTURE_ROOT } from './test-support.js';
import { validateSpec } from './validate-spec.js';

describe('validate-spec', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  it('accepts the fixture', async () => {
    expect(await validateSpec(layoutFor(FIXTURE_ROOT))).toEqual([]);
  });

  it('reports orphan path items and duplicate operationIds', async () => {
    const copy = copyFixture();
    cleanup = copy.cleanup;
    const file = path.join(copy.root, 'openapi', 'paths', 'oauth.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8') +
        '/oauth/orphan:\n  get:\n    operationId: orphanOp\n    responses:\n      "200":\n        description: ok\n',
    );
    const memory = path.join(copy.root, 'openapi', 'paths', 'memory.yaml');
    writeFileSync(memory, readFileSync(memory, 'utf8').replace('operationId: deleteMemory', 'operationId: getMemory'));
    const problems = await validateSpec(layoutFor(copy.root));
    expect(problems.join('\n')).toContain('"/oauth/orphan" is not referenced');
    expect(problems.join('\n')).toContain('operationId "getMemory" is used by both');
  });
});
