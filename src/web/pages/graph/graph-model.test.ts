import { describe, expect, it } from 'vitest';
import { EMPTY_GRAPH, mergeRelated, startNodeId, typeOf } from './graph-model';

const first = {
  node_id: 'memory:0b8f6c1e',
  related: [
    { node_id: 'tag:garden', type: 'tag' as const, label: 'garden', depth: 1, edge_type: 'tagged', path: ['memory:0b8f6c1e', 'tag:garden'], score: 0.8 },
    { node_id: 'memory:aa', type: 'memory' as const, label: 'garden.shed', depth: 2, edge_type: 'tagged', path: ['memory:0b8f6c1e', 'tag:garden', 'memory:aa'], score: 0.5 },
  ],
};

describe('mergeRelated', () => {
  it('builds nodes and one edge per related node, naming the start after the typed key', () => {
    const g = mergeRelated(EMPTY_GRAPH, first, { label: 'garden.tomatoes', fresh: true });
    expect(g.startId).toBe('memory:0b8f6c1e');
    expect(g.nodes.get('memory:0b8f6c1e')).toMatchObject({ label: 'garden.tomatoes', type: 'memory', distance: 0, expanded: true });
    expect(g.nodes.get('memory:aa')).toMatchObject({ label: 'garden.shed', distance: 2, expanded: false });
    expect([...g.edges.values()].map((e) => [e.source, e.target, e.type])).toEqual([
      ['memory:0b8f6c1e', 'tag:garden', 'tagged'],
      ['tag:garden', 'memory:aa', 'tagged'],
    ]);
  });

  it('merges an expansion without duplicating nodes or edges (in either direction)', () => {
    const g1 = mergeRelated(EMPTY_GRAPH, first, { label: 'garden.tomatoes', fresh: true });
    const g2 = mergeRelated(g1, {
      node_id: 'tag:garden',
      related: [
        { node_id: 'memory:0b8f6c1e', type: 'memory', label: 'garden.tomatoes', depth: 1, edge_type: 'tagged', path: ['tag:garden', 'memory:0b8f6c1e'] },
        { node_id: 'memory:bb', type: 'memory', label: 'garden.peppers', depth: 1, edge_type: 'tagged', path: ['tag:garden', 'memory:bb'] },
      ],
    }, { fresh: false });
    expect(g2.nodes.size).toBe(4);
    expect(g2.edges.size).toBe(3);
    expect(g2.nodes.get('tag:garden')).toMatchObject({ expanded: true, distance: 1 });
    expect(g2.nodes.get('memory:bb')).toMatchObject({ distance: 2 });
    expect(g2.startId).toBe('memory:0b8f6c1e');
  });

  it('labels memory nodes with the start of their value and keeps the key', () => {
    const g = mergeRelated(EMPTY_GRAPH, {
      node_id: 'tag:garden',
      related: [{ node_id: 'memory:cc', type: 'memory', label: 'note-17', key: 'note-17', preview: 'Tomatoes need full sun', depth: 1, edge_type: 'tagged', path: ['tag:garden', 'memory:cc'] }],
    }, { fresh: true });
    expect(g.nodes.get('memory:cc')).toMatchObject({ label: 'Tomatoes need full sun', key: 'note-17' });
  });

  it('adds nodes a cut-off answer only names in a path', () => {
    const g = mergeRelated(EMPTY_GRAPH, { node_id: 'user:alice', related: [{ node_id: 'topic:tea', type: 'topic', label: 'tea', depth: 2, edge_type: 'mentions', path: ['user:alice', 'interaction:1', 'topic:tea'] }] }, { fresh: true });
    expect(g.nodes.get('interaction:1')).toMatchObject({ type: 'interaction', distance: 1 });
    expect(g.nodes.get('user:alice')).toMatchObject({ label: 'alice', type: 'user' });
  });
});

describe('start ids', () => {
  it('prefixes memory keys and typed names, keeps node ids', () => {
    expect(startNodeId('memory', ' project:alpha ')).toBe('memory:project:alpha');
    expect(startNodeId('user', 'alice')).toBe('user:alice');
    expect(startNodeId('node', 'tag:x')).toBe('tag:x');
    expect(typeOf('platform:claude')).toBe('platform');
  });
});
