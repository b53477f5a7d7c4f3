/** The side panel: the selected node, its edges in the picture, and what can be done with it. */
import { Button } from '../../components/ui';
import { FeedbackButtons } from '../memories/FeedbackButtons';
import type { NamespaceHeaders } from '../memories/namespace';
import type { GraphData } from './graph-model';
import { TypeIcon } from './GraphLegend';
import { TYPE_STYLES } from './graph-style';

interface Props {
  graph: GraphData;
  nodeId: string | null;
  headers: NamespaceHeaders;
  writable: boolean;
  busy: boolean;
  onExpand(id: string): void;
  onRestart(id: string): void;
}

export function NodeDetails({ graph, nodeId, headers, writable, busy, onExpand, onRestart }: Props) {
  const node = nodeId ? graph.nodes.get(nodeId) : undefined;
  if (!node) {
    return (
      <aside class="card node-details" aria-label="Selected node">
        <h2>Selected node</h2>
        <p class="muted">Select a node in the picture or in the table to see its details.</p>
      </aside>
    );
  }
  const name = (id: string) => graph.nodes.get(id)?.label ?? id;
  const edges = [...graph.edges.values()].filter((e) => e.source === node.id || e.target === node.id);
  return (
    <aside class="card node-details" aria-label="Selected node">
      <h2>
        <TypeIcon type={node.type} /> {node.label}
      </h2>
      <dl>
        <dt>Type</dt>
        <dd>{TYPE_STYLES[node.type].label}</dd>
        {node.key && (
          <>
            <dt>Key</dt>
            <dd>
              <code>{node.key}</code>
            </dd>
          </>
        )}
        <dt>Node id</dt>
        <dd>
          <code>{node.id}</code>
        </dd>
        <dt>Distance</dt>
        <dd>{node.distance === 0 ? 'start node' : `${node.distance} ${node.distance === 1 ? 'edge' : 'edges'} from the start`}</dd>
        {node.score !== null && (
          <>
            <dt>Relatedness</dt>
            <dd>{node.score.toFixed(2)}</dd>
          </>
        )}
      </dl>
      <h3>Connections shown ({edges.length})</h3>
      <ul class="small">
        {edges.map((e) => (
          <li key={e.id}>
            {e.type} — {name(e.source === node.id ? e.target : e.source)}
          </li>
        ))}
      </ul>
      <div class="actions">
        {node.expanded ? (
          <span class="small">Its neighbourhood is shown.</span>
        ) : (
          <Button kind="primary" busy={busy} onClick={() => onExpand(node.id)}>
            Expand neighbourhood
          </Button>
        )}
        {node.id !== graph.startId && <Button onClick={() => onRestart(node.id)}>Start from here</Button>}
      </div>
      {writable && node.type === 'memory' && <FeedbackButtons target={{ node_id: node.id }} name={node.label} headers={headers} />}
    </aside>
  );
}
