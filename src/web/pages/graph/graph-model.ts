/**
 * The part of the graph the page shows: the start node's neighbourhood, grown by every node
 * expanded since (getRelatedNodes answers merged). Plain data, no DOM: the picture
 * (Cytoscape) and the text alternative (tables) both draw from it.
 */
import type { Schemas } from '../../api/types';

export type NodeType = Schemas['GraphNodeType'];
export const NODE_TYPES: NodeType[] = ['memory', 'tag', 'topic', 'user', 'platform', 'interaction'];

export interface GraphNode {
  id: string;
  type: NodeType;
  /** What the picture writes: a memory's start of value, other nodes' names. */
  label: string;
  /** Memory nodes: the key (in the details and the tooltip). */
  key?: string;
  /** Edges from the start node (the smallest seen). */
  distance: number;
  /** Relatedness to the node it was found from, 0..1. */
  score: number | null;
  expanded: boolean;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  type: string;
}

export interface GraphData {
  startId: string | null;
  nodes: Map<string, GraphNode>;
  edges: Map<string, GraphEdge>;
}

export const EMPTY_GRAPH: GraphData = { startId: null, nodes: new Map(), edges: new Map() };

const PREFIXED = /^(memory|tag|topic|user|platform|interaction):(.+)$/s;

export function typeOf(nodeId: string): NodeType {
  const m = PREFIXED.exec(nodeId);
  return m ? (m[1] as NodeType) : 'memory';
}

/** What people call a node: the part after its type prefix. */
export function labelOf(nodeId: string): string {
  return PREFIXED.exec(nodeId)?.[2] ?? nodeId;
}

/** The node id to ask for: memory keys get the `memory:` prefix, typed names their type's. */
export function startNodeId(kind: NodeType | 'node', value: string): string {
  const v = value.trim();
  return kind === 'node' ? v : `${kind}:${v}`;
}

/**
 * Adds one getRelatedNodes answer. `from` is the node that was asked for (known label when it
 * is new, e.g. the memory key the person typed); `fresh` starts a new picture.
 */
export function mergeRelated(graph: GraphData, answer: Schemas['RelatedNodesResponse'], from: { label?: string; key?: string; fresh: boolean }): GraphData {
  const nodes = new Map(from.fresh ? [] : graph.nodes);
  const edges = new Map(from.fresh ? [] : graph.edges);
  const origin = nodes.get(answer.node_id);
  const base = origin?.distance ?? 0;
  nodes.set(answer.node_id, {
    id: answer.node_id,
    type: origin?.type ?? typeOf(answer.node_id),
    label: origin?.label ?? from.label ?? labelOf(answer.node_id),
    ...((origin?.key ?? from.key) ? { key: origin?.key ?? from.key } : {}),
    distance: base,
    score: origin?.score ?? null,
    expanded: true,
  });
  const addNode = (id: string, n: Partial<GraphNode> & { distance: number }) => {
    const known = nodes.get(id);
    if (known) {
      if (n.distance < known.distance) nodes.set(id, { ...known, distance: n.distance });
      return;
    }
    nodes.set(id, { id, type: n.type ?? typeOf(id), label: n.label ?? labelOf(id), ...(n.key ? { key: n.key } : {}), distance: n.distance, score: n.score ?? null, expanded: false });
  };
  for (const r of answer.related) {
    // Memory nodes say what they hold: the start of the value, the key kept for the details.
    const label = r.type === 'memory' && r.preview?.trim() ? r.preview.trim() : r.label;
    addNode(r.node_id, { type: r.type, label, ...(r.key ? { key: r.key } : {}), distance: base + r.depth, score: r.score ?? null });
    // Nodes along the path may be missing when the answer was cut at its limit.
    r.path.forEach((id, i) => addNode(id, { distance: base + i }));
    const source = r.path[r.path.length - 2]!;
    const [a, b] = source < r.node_id ? [source, r.node_id] : [r.node_id, source];
    const id = `${a}|${b}|${r.edge_type}`;
    if (!edges.has(id)) edges.set(id, { id, source, target: r.node_id, type: r.edge_type });
  }
  return { startId: from.fresh ? answer.node_id : graph.startId, nodes, edges };
}
