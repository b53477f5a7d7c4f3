/**
 * How each node type looks, in the picture and in its legend: a colour (AA contrast against
 * the white label halo and the page) and a shape, so types differ by more than colour.
 */
import type { NodeType } from './graph-model';

export interface TypeStyle {
  label: string;
  colour: string;
  /** Cytoscape node shape. */
  shape: 'round-rectangle' | 'round-tag' | 'hexagon' | 'ellipse' | 'diamond' | 'round-triangle';
  /** The same shape as an SVG path in a 16×16 box, for the legend. */
  icon: string;
}

export const TYPE_STYLES: Record<NodeType, TypeStyle> = {
  memory: { label: 'Memory', colour: '#4338ca', shape: 'round-rectangle', icon: 'M3 2h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z' },
  tag: { label: 'Tag', colour: '#0e7490', shape: 'round-tag', icon: 'M1 4a2 2 0 0 1 2-2h8l4 6-4 6H3a2 2 0 0 1-2-2z' },
  topic: { label: 'Topic', colour: '#b45309', shape: 'hexagon', icon: 'M4 1.5h8L15.5 8 12 14.5H4L0.5 8z' },
  user: { label: 'User', colour: '#067647', shape: 'ellipse', icon: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1z' },
  platform: { label: 'AI platform', colour: '#9d174d', shape: 'diamond', icon: 'M8 0.5 15.5 8 8 15.5 0.5 8z' },
  interaction: { label: 'Interaction', colour: '#475467', shape: 'round-triangle', icon: 'M8 1.5 15 14.5H1z' },
};

/** Node label size at zoom 1 (the picture never opens below MIN_READABLE_ZOOM, so labels stay ≥ 11 px). */
export const LABEL_FONT_PX = 12;

/** The Cytoscape stylesheet (plain objects: Cytoscape draws on canvas, no CSS is injected). */
export function cytoscapeStyle() {
  return [
    {
      selector: 'node',
      style: {
        label: 'data(label)',
        'background-color': 'data(colour)',
        shape: 'data(shape)',
        width: 28,
        height: 28,
        color: '#1c1f2a',
        'font-size': LABEL_FONT_PX,
        'text-valign': 'bottom',
        'text-margin-y': 4,
        'text-wrap': 'ellipsis',
        'text-max-width': '170px',
        'text-background-color': '#ffffff',
        'text-background-opacity': 0.85,
        'text-background-padding': '2px',
        'border-width': 2,
        'border-color': '#ffffff',
      },
    },
    { selector: 'node[?start]', style: { width: 40, height: 40, 'font-weight': 'bold' } },
    { selector: 'node[!expanded]', style: { 'border-style': 'dashed', 'border-color': '#667085' } },
    { selector: 'node:selected', style: { 'border-width': 4, 'border-color': '#f59e0b', 'border-style': 'solid' } },
    {
      selector: 'edge',
      style: {
        width: 1.5,
        'line-color': '#98a2b3',
        'curve-style': 'bezier',
        label: 'data(type)',
        'font-size': 11,
        color: '#4b5263',
        'text-rotation': 'autorotate',
        'text-background-color': '#fbfbfe',
        'text-background-opacity': 1,
      },
    },
  ];
}
