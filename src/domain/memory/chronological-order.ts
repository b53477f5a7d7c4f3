/**
 * A namespace's memories in the order they were written (creation time in microseconds, ties by
 * id as PostgreSQL compares uuids: their lower-case text), for the conversational neighbours of
 * the in-process recall round: what `neighbourJoins` (memory-recall/recall-sql.ts) finds with
 * its (scope…, created_at, id) B-tree. New memories are written last, so an insert is almost
 * always an append; other inserts and removals move part of the array (fine at 10^5 memories).
 */
export interface Written {
  id: string;
  createdAtMicros: number;
}

const before = (a: Written, b: Written) => a.createdAtMicros < b.createdAtMicros || (a.createdAtMicros === b.createdAtMicros && a.id < b.id);

export class ChronologicalOrder<T extends Written> {
  private readonly items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  /** Index of the first item not before `x`. */
  private lowerBound(x: Written): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.items[mid]!, x)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(item: T): void {
    const last = this.items[this.items.length - 1];
    if (!last || before(last, item)) this.items.push(item);
    else this.items.splice(this.lowerBound(item), 0, item);
  }

  remove(item: Written): void {
    const at = this.lowerBound(item);
    if (this.items[at]?.id === item.id) this.items.splice(at, 1);
  }

  /**
   * The item written just before `of` (strictly earlier in the order) that `visible` accepts,
   * at most `windowMicros` earlier; undefined when none.
   */
  previous(of: Written, windowMicros: number, visible: (item: T) => boolean): T | undefined {
    const earliest = of.createdAtMicros - windowMicros;
    for (let i = this.lowerBound(of) - 1; i >= 0; i--) {
      const item = this.items[i]!;
      if (item.createdAtMicros < earliest) return undefined;
      if (visible(item)) return item;
    }
    return undefined;
  }

  /** The item written just after `of` that `visible` accepts, at most `windowMicros` later. */
  next(of: Written, windowMicros: number, visible: (item: T) => boolean): T | undefined {
    const latest = of.createdAtMicros + windowMicros;
    let i = this.lowerBound(of);
    if (this.items[i]?.id === of.id && this.items[i]!.createdAtMicros === of.createdAtMicros) i++;
    for (; i < this.items.length; i++) {
      const item = this.items[i]!;
      if (item.createdAtMicros > latest) return undefined;
      if (visible(item)) return item;
    }
    return undefined;
  }
}

/** The later of two neighbours found before a memory (the one closer to it), or the earlier of two after it. */
export const laterOf = <T extends Written>(a: T | undefined, b: T | undefined): T | undefined => (!a ? b : !b ? a : before(a, b) ? b : a);
export const earlierOf = <T extends Written>(a: T | undefined, b: T | undefined): T | undefined => (!a ? b : !b ? a : before(a, b) ? a : b);
