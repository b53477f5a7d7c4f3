/**
 * Loaded into the server under test by `npm run bench` (`node --import`). On SIGUSR2 it writes,
 * without a garbage collection (the figure stays the one the bench reports), one JSON line to
 * `$BENCH_MEMORY_BREAKDOWN_FILE`: `process.memoryUsage()`, V8's physical size per heap space and
 * its malloced memory, the byte length of every WebAssembly memory the process made, and
 * /proc/self/smaps read into resident bytes per mapping (bench/lib/memory-breakdown.ts sums those).
 *
 * WebAssembly memories are seen by wrapping the `WebAssembly.Memory` constructor and the
 * instantiate calls (PGlite's memory is exported by its module, the dense scan's is
 * constructed): weak references only, so nothing is kept alive by the count.
 */
import fs from 'node:fs';
import v8 from 'node:v8';

const file = process.env.BENCH_MEMORY_BREAKDOWN_FILE;

if (file) {
  const memories = [];
  const keep = (value) => {
    if (value instanceof WebAssembly.Memory) memories.push(new WeakRef(value));
  };
  const fromInstance = (instance) => {
    for (const value of Object.values(instance.exports)) keep(value);
    return instance;
  };
  const W = WebAssembly;
  W.Memory = new Proxy(W.Memory, { construct: (target, args, newTarget) => { const m = Reflect.construct(target, args, newTarget); keep(m); return m; } });
  W.Instance = new Proxy(W.Instance, { construct: (target, args, newTarget) => fromInstance(Reflect.construct(target, args, newTarget)) });
  const instantiate = W.instantiate;
  W.instantiate = async (...args) => {
    const result = await instantiate(...args);
    fromInstance(result.instance ?? result);
    return result;
  };
  if (W.instantiateStreaming) {
    const streaming = W.instantiateStreaming;
    W.instantiateStreaming = async (...args) => {
      const result = await streaming(...args);
      fromInstance(result.instance);
      return result;
    };
  }

  /** [size, resident bytes, name] of each mapping with resident pages ('' for anonymous ones). */
  const residentMappings = (smaps) => {
    const out = [];
    let current = null;
    for (const line of smaps.split('\n')) {
      const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (header) {
        if (current && current[1] > 0) out.push(current);
        current = [0, 0, header[1]];
        continue;
      }
      const field = /^(Size|Rss):\s+(\d+) kB/.exec(line);
      if (field && current) current[field[1] === 'Size' ? 0 : 1] = Number(field[2]) * 1024;
    }
    if (current && current[1] > 0) out.push(current);
    return out;
  };

  process.on('SIGUSR2', () => {
    const heap = v8.getHeapStatistics();
    const line = {
      usage: process.memoryUsage(),
      heapSpaces: Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size])),
      v8Malloced: heap.malloced_memory,
      wasmMemories: memories.map((ref) => ref.deref()).filter(Boolean).map((m) => m.buffer.byteLength),
      mappings: residentMappings(fs.readFileSync('/proc/self/smaps', 'utf8')),
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
}
