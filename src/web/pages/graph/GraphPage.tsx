/**
 * /graph: the neighbourhood of a node of the interaction graph (getRelatedNodes), as a
 * picture (Cytoscape) and as tables. Selecting a node shows its details; expanding it merges
 * its own neighbourhood into the picture. `?key=<memory key>` or `?node=<node id>` opens
 * straight on that node; otherwise the page opens on the namespace's most recently updated
 * memory (listMemories' first item), so it never opens empty.
 */
import { useEffect, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import { Layout } from '../../components/Layout';
import { Alert, Spinner } from '../../components/ui';
import { NamespaceBar } from '../memories/NamespaceBar';
import { useMemoryNamespace } from '../memories/namespace';
import { GraphCanvas } from './GraphCanvas';
import { GraphLegend } from './GraphLegend';
import { EMPTY_GRAPH, labelOf, mergeRelated, startNodeId, type GraphData, type NodeType } from './graph-model';
import { GraphTables } from './GraphTables';
import { StartForm, type Start } from './StartForm';
import { NodeDetails } from './NodeDetails';

const NEIGHBOURS_PER_CALL = 100;

export default function GraphPage() {
  const ns = useMemoryNamespace();
  const { query } = useLocation();
  const [start, setStart] = useState<Start>(() =>
    query.node ? { kind: 'node', value: query.node, depth: 2 } : { kind: 'memory', value: query.key ?? '', depth: 2 },
  );
  const [graph, setGraph] = useState<GraphData>(EMPTY_GRAPH);
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Says what the picture opened on when nobody chose (or that there is nothing yet). */
  const [opening, setOpening] = useState<string | null>(null);

  async function fetchRelated(nodeId: string, depth: number, label: string | undefined, fresh: boolean, key?: string) {
    if (!ns.headers) return;
    setBusy(true);
    setError(null);
    const res = await api.GET('/api/v1/graph/{node_id}/related', {
      params: { path: { node_id: nodeId }, query: { depth, limit: NEIGHBOURS_PER_CALL }, header: ns.headers },
    });
    setBusy(false);
    if (!res.data) {
      setError(describeError(res.error));
      return;
    }
    const answer = res.data;
    setGraph((g) => mergeRelated(g, answer, { label, fresh, ...(key ? { key } : {}) }));
    if (fresh) setSelected(answer.node_id);
  }

  function show(s: Start) {
    setStart(s);
    setOpening(null);
    void fetchRelated(startNodeId(s.kind, s.value), s.depth, s.kind === 'memory' ? s.value.trim() : undefined, true);
  }

  /** Opens on the most recently updated memory of the namespace, labelled by its value. */
  async function openOnLatestMemory() {
    if (!ns.headers) return;
    setBusy(true);
    const res = await api.GET('/api/v1/memory', { params: { header: ns.headers, query: { limit: 1 } } });
    setBusy(false);
    const latest = res.data?.items[0];
    if (!res.data) return setError(describeError(res.error));
    if (!latest) return setOpening('This namespace has no memories yet: choose a user, tag, topic or AI platform to start from.');
    setStart({ kind: 'memory', value: latest.key, depth: 2 });
    const preview = latest.value.trim().slice(0, 80);
    setOpening(`Showing the neighbourhood of the most recently updated memory, “${preview}” (key ${latest.key}). Choose another start above.`);
    await fetchRelated(startNodeId('memory', latest.key), 2, preview || latest.key, true, latest.key);
  }

  // A deep link opens its node once the namespace is known, otherwise the latest memory; a new namespace clears the picture.
  useEffect(() => {
    setGraph(EMPTY_GRAPH);
    setSelected(null);
    setOpening(null);
    if (!ns.headers) return;
    if (start.value.trim() && (query.key || query.node)) show(start);
    else void openOnLatestMemory();
  }, [ns.key]);

  const expand = (id: string) => {
    setSelected(id);
    const node = graph.nodes.get(id);
    if (node && !node.expanded) void fetchRelated(id, 1, undefined, false);
  };
  const restart = (id: string) => {
    const node = graph.nodes.get(id);
    const type = node?.type ?? 'memory';
    show(type === 'memory' ? { kind: 'node', value: id, depth: start.depth } : { kind: type as NodeType, value: labelOf(id), depth: start.depth });
  };

  const headers = ns.headers;
  return (
    <Layout title="Graph">
      <p class="lead">How memories, tags, topics, users, AI platforms and interactions connect.</p>
      <NamespaceBar ns={ns} />
      {headers && (
        <>
          <StartForm start={start} busy={busy} onSubmit={show} />
          {error && <Alert>{error}</Alert>}
          {opening && <p class="graph-opening" role="status">{opening}</p>}
          {busy && graph.nodes.size === 0 && <Spinner label="Loading the graph" />}
          {graph.nodes.size > 0 && (
            <>
              <div class="graph-layout">
                <section class="card" aria-labelledby="graph-picture-heading">
                  <h2 id="graph-picture-heading">Picture</h2>
                  <p class="small">Click a node to see its details and expand its neighbourhood. Drag to move, scroll to zoom.</p>
                  <GraphCanvas graph={graph} selected={selected} onSelect={expand} />
                  <GraphLegend />
                </section>
                <NodeDetails graph={graph} nodeId={selected} headers={headers} writable={ns.writable} busy={busy} onExpand={expand} onRestart={restart} />
              </div>
              <GraphTables graph={graph} selected={selected} onSelect={setSelected} onExpand={expand} />
            </>
          )}
        </>
      )}
    </Layout>
  );
}
