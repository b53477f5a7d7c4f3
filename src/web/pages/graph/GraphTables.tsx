/** The text alternative of the picture: every node and edge shown, with the same actions. */
import type { GraphData } from './graph-model';
import { TYPE_STYLES } from './graph-style';
import { useRef } from 'preact/hooks';
import { useScrollRegion } from '../../components/scroll-region';

interface Props {
  graph: GraphData;
  selected: string | null;
  onSelect(id: string): void;
  onExpand(id: string): void;
}

export function GraphTables({ graph, selected, onSelect, onExpand }: Props) {
  const nodes = [...graph.nodes.values()].sort((a, b) => a.distance - b.distance || a.type.localeCompare(b.type) || a.label.localeCompare(b.label));
  const name = (id: string) => graph.nodes.get(id)?.label ?? id;
  const nodesBox = useRef<HTMLDivElement>(null);
  const edgesBox = useRef<HTMLDivElement>(null);
  useScrollRegion(nodesBox);
  useScrollRegion(edgesBox);
  return (
    <section class="card graph-tables" aria-labelledby="graph-nodes-heading">
      <h2 id="graph-nodes-heading">Nodes and edges shown</h2>
      <div class="table-wrap" ref={nodesBox}>
        <table>
          <caption class="visually-hidden">Nodes in the picture, nearest to the start first</caption>
          <thead>
            <tr>
              <th scope="col">Node</th>
              <th scope="col">Type</th>
              <th scope="col">Distance</th>
              <th scope="col">Relatedness</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {nodes.map((n) => (
              <tr key={n.id} class={n.id === selected ? 'node-row-selected' : undefined}>
                <th scope="row" class="cell-break">
                  {n.label}
                  {n.key && n.key !== n.label && <span class="small muted"> (key {n.key})</span>}
                </th>
                <td>{TYPE_STYLES[n.type].label}</td>
                <td>{n.distance}</td>
                <td>{n.score === null ? '—' : n.score.toFixed(2)}</td>
                <td>
                  <div class="cell-actions">
                  <button type="button" class="btn btn-secondary btn-small" aria-pressed={n.id === selected} aria-label={`Select ${n.label}`} onClick={() => onSelect(n.id)}>
                    Select
                  </button>
                  {!n.expanded && (
                    <button type="button" class="btn btn-secondary btn-small" aria-label={`Expand ${n.label}`} onClick={() => onExpand(n.id)}>
                      Expand
                    </button>
                  )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>Edges</h3>
      <div class="table-wrap" ref={edgesBox}>
        <table>
          <caption class="visually-hidden">Edges in the picture</caption>
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Relation</th>
              <th scope="col">To</th>
            </tr>
          </thead>
          <tbody>
            {[...graph.edges.values()].map((e) => (
              <tr key={e.id}>
                <td class="cell-break">{name(e.source)}</td>
                <td>{e.type}</td>
                <td class="cell-break">{name(e.target)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
