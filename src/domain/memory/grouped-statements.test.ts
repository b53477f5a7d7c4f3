import { describe, expect, it } from 'vitest';
import { GroupedStatements } from './grouped-statements.js';

/** A store stand-in: records each batch it ran, answers `x * 10`, fails any batch holding a negative input. */
function recordingStore(gate?: Promise<void>) {
  const batches: number[][] = [];
  const run = async (inputs: number[]) => {
    batches.push([...inputs]);
    if (gate) await gate;
    if (inputs.some((x) => x < 0)) throw new Error(`bad input ${inputs.find((x) => x < 0)}`);
    return inputs.map((x) => x * 10);
  };
  return { batches, run };
}

describe('GroupedStatements', () => {
  it('sends a lone request at once, in a batch of its own', async () => {
    const store = recordingStore();
    const grouped = new GroupedStatements(store.run);
    expect(await grouped.run(1)).toBe(10);
    expect(await grouped.run(2)).toBe(20);
    expect(store.batches).toEqual([[1], [2]]);
  });

  it('groups the requests of one turn, and those arriving while a batch runs, each answered with its own output', async () => {
    let open!: () => void;
    const store = recordingStore(new Promise((resolve) => (open = resolve)));
    const grouped = new GroupedStatements(store.run);
    const first = [grouped.run(1), grouped.run(2)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.batches).toEqual([[1, 2]]);
    const later = [grouped.run(3), grouped.run(4), grouped.run(5)];
    open();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50]);
    expect(store.batches).toEqual([[1, 2], [3, 4, 5]]);
  });

  it('keeps batches within the most requests per statement', async () => {
    const store = recordingStore();
    const grouped = new GroupedStatements(store.run, 2);
    expect(await Promise.all([1, 2, 3, 4, 5].map((x) => grouped.run(x)))).toEqual([10, 20, 30, 40, 50]);
    expect(store.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('fails only the request at fault: its batch-mates are run again alone and succeed', async () => {
    const store = recordingStore();
    const grouped = new GroupedStatements(store.run);
    const results = await Promise.allSettled([grouped.run(1), grouped.run(-2), grouped.run(3)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('bad input -2') },
      { status: 'fulfilled', value: 30 },
    ]);
    expect(store.batches).toEqual([[1, -2, 3], [1], [-2], [3]]);
    expect(await grouped.run(4)).toBe(40); // and the queue goes on
  });
});
