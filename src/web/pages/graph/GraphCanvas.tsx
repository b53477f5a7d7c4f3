/**
 * The picture of the graph, drawn by Cytoscape on a canvas. Clicking (or tapping) a node
 * selects it; the page expands it. The same content is in GraphTables for people who do not
 * use the picture, so the canvas itself is one labelled image. Cytoscape (most of the page's
 * weight) is its own chunk, loaded once the page shows a graph: the form, the opening note and
 * the tables do not wait for it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Core, ElementDefinition, NodeSingular } from 'cytoscape';
import type { GraphData } from './graph-model';
import { cytoscapeStyle, LABEL_FONT_PX, TYPE_STYLES } from './graph-style';

/**
 * Cytoscape adds a <style> element (for `position: relative` on its container) unless one
 * with this id exists. The CSP refuses such elements, so a placeholder takes the id and the
 * rule lives in styles/memories.css.
 */
const CYTOSCAPE_STYLESHEET_ID = '__________cytoscape_stylesheet';

/**
 * Labels are LABEL_FONT_PX (12 px) at zoom 1; a fit of a large neighbourhood would shrink them to a few
 * pixels, so the first view never zooms out below this (labels stay ≥ 11 px) and centres on
 * the start node instead: the rest is a drag or a scroll away, and in the tables.
 */
export const MIN_READABLE_ZOOM = 0.95;

function claimStylesheetSlot() {
  if (document.getElementById(CYTOSCAPE_STYLESHEET_ID)) return;
  const placeholder = document.createElement('meta');
  placeholder.id = CYTOSCAPE_STYLESHEET_ID;
  document.head.appendChild(placeholder);
}

function elementsOf(graph: GraphData): ElementDefinition[] {
  const nodes = [...graph.nodes.values()].map((n) => ({
    group: 'nodes' as const,
    data: { id: n.id, label: n.label, tooltip: n.key ? `${n.label}\nKey: ${n.key}` : n.label, colour: TYPE_STYLES[n.type].colour, shape: TYPE_STYLES[n.type].shape, start: n.id === graph.startId, expanded: n.expanded, distance: n.distance },
  }));
  const edges = [...graph.edges.values()].map((e) => ({ group: 'edges' as const, data: { id: e.id, source: e.source, target: e.target, type: e.type } }));
  return [...nodes, ...edges];
}

export function GraphCanvas({ graph, selected, onSelect }: { graph: GraphData; selected: string | null; onSelect(id: string): void }) {
  const container = useRef<HTMLDivElement>(null);
  const cy = useRef<Core | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let instance: Core | undefined;
    let live = true;
    void import('cytoscape').then(({ default: cytoscape }) => {
      if (!live) return;
      claimStylesheetSlot();
      instance = cytoscape({ container: container.current, style: cytoscapeStyle() as never, minZoom: 0.2, maxZoom: 3, boxSelectionEnabled: false });
      instance.on('tap', 'node', (e) => select.current(e.target.id()));
      // The canvas has no tooltips of its own: the container's title names the node under the pointer.
      instance.on('mouseover', 'node', (e) => {
        if (container.current) container.current.title = String(e.target.data('tooltip'));
      });
      instance.on('mouseout', 'node', () => container.current?.removeAttribute('title'));
      cy.current = instance;
      setReady(true);
    });
    return () => {
      live = false;
      instance?.destroy();
    };
  }, []);

  // Redraw when the graph changes: the start in the middle, rings by distance.
  useEffect(() => {
    const instance = cy.current;
    if (!instance) return;
    instance.elements().remove();
    instance.add(elementsOf(graph));
    const maxDistance = Math.max(0, ...[...graph.nodes.values()].map((n) => n.distance));
    instance
      .layout({ name: 'concentric', concentric: (n: NodeSingular) => maxDistance - Number(n.data('distance')), levelWidth: () => 1, minNodeSpacing: 40, spacingFactor: 1.2, animate: false, padding: 24 } as never)
      .run();
    if (instance.zoom() < MIN_READABLE_ZOOM) {
      instance.zoom(MIN_READABLE_ZOOM);
      const start = graph.startId ? instance.getElementById(graph.startId) : instance.nodes();
      instance.center(start.nonempty() ? start : instance.nodes());
    }
    // How large node labels are on screen at this zoom (checked by the end-to-end tests).
    if (container.current) container.current.dataset.labelPx = (LABEL_FONT_PX * instance.zoom()).toFixed(1);
  }, [graph, ready]);

  useEffect(() => {
    const instance = cy.current;
    if (!instance) return;
    instance.nodes(':selected').unselect();
    if (selected) instance.getElementById(selected).select();
  }, [selected, graph, ready]);

  const label = `Picture of the graph: ${graph.nodes.size} nodes and ${graph.edges.size} edges. The same nodes and edges are listed in the tables below.`;
  return <div ref={container} class="graph-canvas" role="img" aria-label={label} />;
}
