import { describe, expect, it } from 'vitest';
import { BatchedKeyReads } from './batched-key-reads.js';
import type { NamespaceRef } from './ports.js';
import type { Memory } from './types.js';

const ns: NamespaceRef = { contextId: 'c', userId: 'u', agentName: 'global' };
const memory = (key: string, agentName = 'global') => ({ key, agent_name: agentName, value: `value of ${key}` }) as unknown as Memory;

/** A store that records each getMany call and answers after `delayMs`. */
function store(known: string[], delayMs = 5) {
  const calls: Array<{ ns: NamespaceRef; keys: string[] }> = [];
  let fail = false;
  return {
    calls,
    failNext: () => { fail = true; },
    async getMany(at: NamespaceRef, keys: readonly string[]) {
      calls.push({ ns: at, keys: [...keys] });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (fail) { fail = false; throw new Error('store down'); }
      return keys.filter((k) => known.includes(k)).map((k) => memory(k, at.agentName));
    },
  };
}

describe('BatchedKeyReads', () => {
  it('answers each key as a single read would, absent keys with null', async () => {
    const reads = new BatchedKeyReads(store(['a', 'b']));
    expect(await reads.get(ns, 'a')).toMatchObject({ key: 'a' });
    expect(await reads.get(ns, 'zzz')).toBeNull();
  });

  it('sends the keys asked for in one turn, and those asked for while a read runs, together', async () => {
    const s = store(['a', 'b', 'c', 'd']);
    const reads = new BatchedKeyReads(s);
    const first = [reads.get(ns, 'a'), reads.get(ns, 'b')];
    await new Promise((resolve) => setImmediate(resolve)); // the first read is now running
    const second = [reads.get(ns, 'c'), reads.get(ns, 'd'), reads.get(ns, 'c'), reads.get(ns, 'x')];
    const answers = await Promise.all([...first, ...second]);
    expect(answers.map((m) => m?.key ?? null)).toEqual(['a', 'b', 'c', 'd', 'c', null]);
    expect(s.calls.map((c) => c.keys)).toEqual([['a', 'b'], ['c', 'd', 'x']]);
  });

  it('keeps namespaces apart', async () => {
    const s = store(['k']);
    const reads = new BatchedKeyReads(s);
    const agent = { ...ns, agentName: 'cursor' };
    const [global, own] = await Promise.all([reads.get(ns, 'k'), reads.get(agent, 'k')]);
    expect(global).toMatchObject({ agent_name: 'global' });
    expect(own).toMatchObject({ agent_name: 'cursor' });
    expect(s.calls).toHaveLength(2);
  });

  it('caps a statement at maxKeys and goes on with the rest', async () => {
    const s = store(['a', 'b', 'c']);
    const reads = new BatchedKeyReads(s, 2);
    const answers = await Promise.all(['a', 'b', 'c'].map((k) => reads.get(ns, k)));
    expect(answers.map((m) => m?.key)).toEqual(['a', 'b', 'c']);
    expect(s.calls.map((c) => c.keys)).toEqual([['a', 'b'], ['c']]);
  });

  it('fails the waiting reads of a failed statement only, and reads again afterwards', async () => {
    const s = store(['a', 'b']);
    const reads = new BatchedKeyReads(s);
    s.failNext();
    await expect(reads.get(ns, 'a')).rejects.toThrow('store down');
    expect(await reads.get(ns, 'b')).toMatchObject({ key: 'b' });
  });
});
