import { afterEach, describe, expect, it } from 'vitest';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCodegen } from './run.js';
import { copyFixture } from './test-support.js';

describe('codegen --check', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  async function run(args: string[]): Promise<{ code: number; output: string }> {
    const lines: string[] = [];
    const code = await runCodegen(args, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  }

  it('passes after generation and names every file that drifted', async () => {
    const copy = copyFixture();
    cleanup = copy.cleanup;
    expect((await run(['--root', copy.root])).code).toBe(0);
    expect((await run(['--root', copy.root, '--check'])).code).toBe(0);

    const operations = path.join(copy.root, 'generated', 'operations.ts');
    appendFileSync(operations, '// hand edit\n');
    const drifted = await run(['--root', copy.root, '--check']);
    expect(drifted.code).toBe(1);
    expect(drifted.output).toContain('operations.ts');
    expect(drifted.output).not.toContain('api-types.ts');
  });

  it('detects a spec change (outputs and spec hash)', async () => {
    const copy = copyFixture();
    cleanup = copy.cleanup;
    await run(['--root', copy.root]);
    const before = readFileSync(path.join(copy.root, 'generated', 'openapi.json'), 'utf8');

    const scopeFile = path.join(copy.root, 'schemas', 'MemoryScope.json');
    const scope = JSON.parse(readFileSync(scopeFile, 'utf8'));
    scope.enum.push('archived');
    writeFileSync(scopeFile, JSON.stringify(scope, null, 2));

    const drifted = await run(['--root', copy.root, '--check']);
    expect(drifted.code).toBe(1);
    for (const name of ['openapi.json', 'api-types.ts', 'validators.cjs', 'operations.ts', 'mcp-tools.ts']) {
      expect(drifted.output).toContain(name);
    }
    await run(['--root', copy.root]);
    const after = JSON.parse(readFileSync(path.join(copy.root, 'generated', 'openapi.json'), 'utf8'));
    expect(after.info['x-generated-by'].spec_sha256).not.toBe(JSON.parse(before).info['x-generated-by'].spec_sha256);
    expect(after.components.schemas.MemoryScope.enum).toContain('archived');
  });

  it('is deterministic: a second run writes nothing', async () => {
    const copy = copyFixture();
    cleanup = copy.cleanup;
    await run(['--root', copy.root]);
    const second = await run(['--root', copy.root]);
    expect(second.output).toContain('already up to date');
  });
});
