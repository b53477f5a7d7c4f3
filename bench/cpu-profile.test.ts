import { describe, expect, it } from 'vitest';
import { areaOf, profileTables, summarizeProfile, type CpuProfile } from './lib/cpu-profile.js';
import { flameGraphSvg } from './lib/flame-graph.js';

const root = '/repo';
const frame = (functionName: string, url = '', lineNumber = -1) => ({ functionName, url, lineNumber, columnNumber: 0, scriptId: '0' });

// (root) → handler (src) → query (package) ; (root) → (idle)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4] },
    { id: 2, callFrame: frame('handler', 'file:///repo/src/http/pipeline.ts', 9), children: [3] },
    { id: 3, callFrame: frame('query', 'file:///repo/node_modules/@electric-sql/pglite/dist/x.js', 0) },
    { id: 4, callFrame: frame('(idle)') },
  ],
  startTime: 0,
  endTime: 4000,
  samples: [2, 3, 3, 4],
  timeDeltas: [0, 1000, 1000, 1000],
};

describe('CPU profile summary', () => {
  it('counts self and total time per function, leaving idle time out of the busy time', () => {
    const s = summarizeProfile(profile, root);
    expect(s.sampledMs).toBe(4);
    expect(s.busyMs).toBe(3);
    const handler = s.functions.find((f) => f.name === 'handler')!;
    expect(handler).toMatchObject({ location: 'src/http/pipeline.ts:10', area: 'src/http', selfMs: 1, totalMs: 3 });
    expect(s.functions.find((f) => f.name === 'query')).toMatchObject({ area: '@electric-sql/pglite', selfMs: 2, totalMs: 2 });
    expect(s.areas[0]).toEqual({ area: '@electric-sql/pglite', selfMs: 2 });
    expect(s.folded.sort()).toEqual([
      'handler src/http/pipeline.ts:10 1000',
      'handler src/http/pipeline.ts:10;query @electric-sql/pglite/dist/x.js:1 2000',
    ]);
  });

  it('names the area of Node internals, WebAssembly and V8 frames', () => {
    expect(areaOf('node:internal/streams/writable', 'doWrite', root)).toBe('node: internals');
    expect(areaOf('wasm://wasm/022aac12', 'wasm-function[1]', root)).toBe('wasm (PGlite: PostgreSQL)');
    expect(areaOf('', 'writeUtf8String', root)).toBe('(native / V8)');
    expect(areaOf('', '(garbage collector)', root)).toBe('(garbage collector)');
  });

  it('renders tables and a flame graph with a frame per function', () => {
    const s = summarizeProfile(profile, root);
    expect(profileTables(s)).toContain('| handler | src/http/pipeline.ts:10 | 33.3% | 100.0% |');
    const svg = flameGraphSvg(s.folded, 'test');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<title>handler src/http/pipeline.ts:10 (3.0 ms, 100.00%)</title>');
  });
});
