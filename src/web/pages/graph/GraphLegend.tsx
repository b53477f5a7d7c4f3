/** What the colours and shapes of the picture mean. */
import { NODE_TYPES } from './graph-model';
import { TYPE_STYLES } from './graph-style';

export function TypeIcon({ type }: { type: keyof typeof TYPE_STYLES }) {
  const s = TYPE_STYLES[type];
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={s.icon} fill={s.colour} />
    </svg>
  );
}

export function GraphLegend() {
  return (
    <ul class="graph-legend" aria-label="Legend">
      {NODE_TYPES.map((t) => (
        <li key={t}>
          <TypeIcon type={t} />
          {TYPE_STYLES[t].label}
        </li>
      ))}
      <li>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="6" fill="none" stroke="#667085" stroke-width="2" stroke-dasharray="3 2" />
        </svg>
        Dashed outline: not expanded yet
      </li>
    </ul>
  );
}
