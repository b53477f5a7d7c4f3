/**
 * One chart with its accessible fallbacks: a caption, a one-sentence summary as the canvas's
 * name, and the numbers as a table (behind a disclosure, for anyone who prefers them).
 */
import { useEffect, useRef } from 'preact/hooks';
import { Chart, type ChartConfiguration } from './charts';

interface Props {
  caption: string;
  summary: string;
  config: ChartConfiguration;
  columns: [string, string];
  rows: Array<[string, string | number]>;
  /** What the chart leaves out (e.g. the long tail of topics), said under it. */
  note?: string;
}

export function ChartFigure({ caption, summary, config, columns, rows, note }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <figure class="card chart-figure">
      <figcaption>{caption}</figcaption>
      <div class="chart-box">
        <canvas ref={canvas} role="img" aria-label={summary}>
          {summary}
        </canvas>
      </div>
      {note && <p class="muted chart-note">{note}</p>}
      <details>
        <summary>{`${caption}: the numbers`}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k}>
                <td>{k}</td>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
