import { describe, expect, it } from 'vitest';
import { ChronologicalOrder, earlierOf, laterOf, type Written } from './chronological-order.js';

const at = (id: string, seconds: number): Written => ({ id, createdAtMicros: seconds * 1_000_000 });
const all = () => true;
const seconds = (n: number) => n * 1_000_000;

describe('ChronologicalOrder', () => {
  it('finds the neighbour written just before and after, ties by id, within the window', () => {
    const order = new ChronologicalOrder<Written>();
    const [a, b, c, d, e] = [at('a', 0), at('b', 10), at('c', 10), at('d', 20), at('e', 2000)];
    for (const item of [d, b, e, a, c]) order.insert(item); // out of order on purpose
    expect(order.previous(c, seconds(1800), all)).toBe(b); // same instant: b < c by id
    expect(order.next(b, seconds(1800), all)).toBe(c);
    expect(order.previous(a, seconds(1800), all)).toBeUndefined();
    expect(order.next(d, seconds(1800), all)).toBeUndefined(); // e is 1980 s later
    expect(order.previous(e, seconds(1980), all)).toBe(d); // the window's edge is inside
  });

  it('skips memories the scope does not see and forgets removed ones', () => {
    const order = new ChronologicalOrder<Written>();
    const items = [at('a', 0), at('b', 1), at('c', 2), at('d', 3)];
    for (const item of items) order.insert(item);
    expect(order.next(items[0]!, seconds(1800), (x) => x.id !== 'b')).toBe(items[2]);
    order.remove(items[2]!);
    expect(order.size).toBe(3);
    expect(order.next(items[0]!, seconds(1800), (x) => x.id !== 'b')).toBe(items[3]);
    // A memory of another namespace: its neighbours in this order all the same.
    expect(order.previous(at('x', 2.5), seconds(1800), all)).toBe(items[1]);
  });

  it('keeps the closer of two candidates from different namespaces', () => {
    expect(laterOf(at('a', 1), at('b', 2))!.id).toBe('b');
    expect(earlierOf(at('a', 1), at('b', 2))!.id).toBe('a');
    expect(laterOf(undefined, at('b', 2))!.id).toBe('b');
  });
});
