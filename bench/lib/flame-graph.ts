/**
 * A self-contained SVG flame graph from folded stacks (`a;b;c <weight>`): the root at the
 * bottom, each frame as wide as the time spent in it and its callees, callers below callees,
 * siblings merged by name and sorted alphabetically (as in Brendan Gregg's flamegraph.pl).
 * Hovering a frame shows its name, time and share in the browser's tooltip.
 */
interface Frame {
  name: string;
  value: number;
  children: Map<string, Frame>;
}

const WIDTH = 1200;
const ROW = 16;
const MIN_PX = 0.3;

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Warm colours for the project's code, cool for packages, grey for Node and V8. */
function colour(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) >>> 0;
  const jitter = hash % 40;
  if (/ src\//.test(name)) return `rgb(${215 + (jitter % 40)},${100 + jitter * 2},40)`;
  if (/ node:|^\(/.test(name) || !name.includes(' ')) return `rgb(${150 + jitter},${150 + jitter},${160 + jitter})`;
  return `rgb(${60 + jitter},${140 + jitter * 2},${200 + (jitter % 40)})`;
}

export function flameGraphSvg(folded: string[], title: string): string {
  const root: Frame = { name: 'all', value: 0, children: new Map() };
  for (const line of folded) {
    const cut = line.lastIndexOf(' ');
    const weight = Number(line.slice(cut + 1));
    if (!(weight > 0)) continue;
    root.value += weight;
    let node = root;
    for (const name of line.slice(0, cut).split(';')) {
      let child = node.children.get(name);
      if (!child) {
        child = { name, value: 0, children: new Map() };
        node.children.set(name, child);
      }
      child.value += weight;
      node = child;
    }
  }
  const depthOf = (f: Frame): number => 1 + Math.max(0, ...[...f.children.values()].map(depthOf));
  const depth = depthOf(root);
  const height = (depth + 2) * ROW;
  const scale = root.value > 0 ? WIDTH / root.value : 0;
  const rects: string[] = [];
  const draw = (frame: Frame, x: number, level: number) => {
    const width = frame.value * scale;
    if (width < MIN_PX) return;
    const y = height - (level + 1) * ROW;
    const share = root.value > 0 ? ((frame.value / root.value) * 100).toFixed(2) : '0';
    const label = width > 30 ? escape(frame.name.slice(0, Math.floor(width / 6.5))) : '';
    rects.push(
      `<g><title>${escape(frame.name)} (${(frame.value / 1000).toFixed(1)} ms, ${share}%)</title>` +
      `<rect x="${x.toFixed(2)}" y="${y}" width="${width.toFixed(2)}" height="${ROW - 1}" fill="${colour(frame.name)}"/>` +
      (label ? `<text x="${(x + 3).toFixed(2)}" y="${y + ROW - 4}">${label}</text>` : '') + '</g>',
    );
    let offset = x;
    for (const child of [...frame.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      draw(child, offset, level + 1);
      offset += child.value * scale;
    }
  };
  draw(root, 0, 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="monospace" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="4" y="${ROW - 3}" font-size="13">${escape(title)}</text>`,
    ...rects,
    '</svg>',
    '',
  ].join('\n');
}
