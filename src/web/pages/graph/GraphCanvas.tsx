/**
 * The picture of the graph, drawn by Cytoscape on a canvas. Clicking (or tapping) a node
 * selects it; the page expands it. The same content is in GraphTables for people who do not
 * use the picture, so the canvas itself is one labelled image.
 */
import { useEffect, useRef } from 'preact/hooks';
import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import type { GraphData } from './graph-model';
import { cytoscapeStyle, TYPE_STYLES } from './graph-style';

/**
 * Cytoscape adds a <style> element (for `position: relative` on its container) unless one
 * with this id exists. The CSP refuses such elements, so a placeholder takes the id and the
 * rule lives in styles/memories.css.
 */
const CYTOSCAPE_STYLESHEET_ID = '__________cytoscape_stylesheet';

function claimStylesheetSlot() {
  if (document.getElementById(CYTOSCAPE_STYLESHEET_ID)) return;
  const placeholder = document.createElement('meta');
  placeholder.id = CYTOSCAPE_STYLESHEET_ID;
  document.head.appendChild(placeholder);
}

function elementsOf(graph: GraphData): ElementDefinition[] {
  const nodes = [...graph.nodes.values()].map((n) => ({
    group: 'nodes' as const,
    data: { id: n.id, label: n.label, colour: TYPE_STYLES[n.type].colour, shape: TYPE_STYLES[n.type].shape, start: n.id === graph.startId, expanded: n.expanded, distance: n.distance },
  }));
  const edges = [...graph.edges.values()].map((e) => ({ group: 'edges' as const, data: { id: e.id, source: e.source, target: e.target, type: e.type } }));
  return [...nodes, ...edges];
}

export function GraphCanvas({ graph, selected, onSelect }: { graph: GraphData; selected: string | null; onSelect(id: string): void }) {
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    claimStylesheetSlot();
    const instance = cytoscape({ container: container.current, style: cytoscapeStyle() as never, minZoom: 0.2, maxZoom: 3, boxSelectionEnabled: false });
    instance.on('tap', 'node', (e) => select.current(e.target.id()));
    cy.current = instance;
    return () => instance.destroy();
  }, []);

  // Redraw when the graph changes: the start in the middle, rings by distance.
  useEffect(() => {
    const instance = cy.current;
    if (!instance) return;
    instance.elements().remove();
    instance.add(elementsOf(graph));
    const maxDistance = Math.max(0, ...[...graph.nodes.values()].map((n) => n.distance));
    instance
      .layout({ name: 'concentric', concentric: (n: cytoscape.NodeSingular) => maxDistance - Number(n.data('distance')), levelWidth: () => 1, minNodeSpacing: 40, spacingFactor: 1.6, animate: false, padding: 24 } as never)
      .run();
  }, [graph]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance) return;
    instance.nodes(':selected').unselect();
    if (selected) instance.getElementById(selected).select();
  }, [selected, graph]);

  const label = `Picture of the graph: ${graph.nodes.size} nodes and ${graph.edges.size} edges. The same nodes and edges are listed in the tables below.`;
  return <div ref={container} class="graph-canvas" role="img" aria-label={label} />;
}
