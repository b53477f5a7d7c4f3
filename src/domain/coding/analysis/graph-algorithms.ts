/**
 * Algorithms over an import graph whose edge a → b means "a imports b": the transitive
 * dependants of a file (breadth first over the reversed edges), strongly connected
 * components by Tarjan's algorithm (iterative, so deep chains cannot overflow the stack)
 * for import cycles, and a topological order of the condensation with dependencies first.
 */

export type Edges = ReadonlyMap<string, readonly string[]>;

/** Every node that reaches `start`, with its distance (1 = imports it directly). */
export function dependantsClosure(importedBy: Edges, start: string): Map<string, number> {
  const depth = new Map<string, number>([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const dependant of importedBy.get(node) ?? []) {
      if (depth.has(dependant)) continue;
      depth.set(dependant, depth.get(node)! + 1);
      queue.push(dependant);
    }
  }
  depth.delete(start);
  return depth;
}

/** Nodes reachable from `start` following `edges` (start excluded unless on a cycle back to it). */
export function reachable(edges: Edges, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(edges.get(start) ?? [])];
  while (stack.length) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...(edges.get(node) ?? []));
  }
  return seen;
}

/**
 * Strongly connected components (Tarjan). Components come out in reverse topological order
 * of the condensation: a component after every component it reaches.
 */
export function stronglyConnectedComponents(nodes: readonly string[], edges: Edges): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const root of nodes) {
    if (index.has(root)) continue;
    // Each frame: a node and the position of the next edge to look at.
    const frames: Array<{ node: string; next: number }> = [{ node: root, next: 0 }];
    index.set(root, counter); low.set(root, counter++); stack.push(root); onStack.add(root);
    while (frames.length) {
      const frame = frames[frames.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter); low.set(target, counter++); stack.push(target); onStack.add(target);
          frames.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      frames.pop();
      const parent = frames[frames.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component.sort());
      }
    }
  }
  return components;
}

/** Components that are cycles: more than one node, or one node importing itself. */
export function cyclesOf(components: string[][], edges: Edges): string[][] {
  return components.filter((c) => c.length > 1 || (edges.get(c[0]!) ?? []).includes(c[0]!));
}

/**
 * The components in an order where each comes after the components it depends on (Kahn's
 * algorithm on the condensation); among those ready at the same time, by their first path,
 * so the answer is the same every time.
 */
export function dependencyOrder(components: string[][], edges: Edges): string[][] {
  const componentOf = new Map<string, number>();
  components.forEach((c, i) => c.forEach((n) => componentOf.set(n, i)));
  const waitingOn = components.map(() => new Set<number>());
  const unlocks = components.map(() => new Set<number>());
  components.forEach((component, i) => {
    for (const node of component) {
      for (const target of edges.get(node) ?? []) {
        const j = componentOf.get(target);
        if (j === undefined || j === i) continue;
        waitingOn[i]!.add(j);
        unlocks[j]!.add(i);
      }
    }
  });
  const first = (i: number) => components[i]![0]!;
  const ready = components.map((_, i) => i).filter((i) => waitingOn[i]!.size === 0);
  const order: string[][] = [];
  while (ready.length) {
    ready.sort((a, b) => (first(a) < first(b) ? 1 : -1)); // smallest last, popped first
    const next = ready.pop()!;
    order.push(components[next]!);
    for (const i of unlocks[next]!) {
      waitingOn[i]!.delete(next);
      if (waitingOn[i]!.size === 0) ready.push(i);
    }
  }
  return order;
}
