/**
 * Chart.js, with only the pieces the patterns page draws registered (bar, doughnut and line
 * charts with their scales, tooltip and legend), so the bundle stays small. Charts are
 * drawn on canvas (no CSS injected) and without animation.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

Chart.register(ArcElement, BarController, BarElement, CategoryScale, DoughnutController, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);
Chart.defaults.animation = false;
Chart.defaults.color = '#4b5263';
Chart.defaults.font.family = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export { Chart };
export type { ChartConfiguration };

const PALETTE = ['#4338ca', '#0e7490', '#b45309', '#067647', '#9d174d', '#475467', '#7c3aed', '#a16207'];

/** Entries of a count object, largest first, at most `max` (the rest summed as "other"). */
export function topCounts(counts: Record<string, number>, max: number): Array<[string, number]> {
  const sorted = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (sorted.length <= max) return sorted;
  const rest = sorted.slice(max - 1).reduce((sum, [, n]) => sum + n, 0);
  return [...sorted.slice(0, max - 1), [`${sorted.length - max + 1} others`, rest]];
}

export function barConfig(rows: Array<[string, number]>, label: string): ChartConfiguration {
  return {
    type: 'bar',
    data: { labels: rows.map((r) => r[0]), datasets: [{ label, data: rows.map((r) => r[1]), backgroundColor: PALETTE[0] }] },
    options: { indexAxis: 'y', maintainAspectRatio: false, plugins: { legend: { display: false } }, scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } },
  };
}

export function doughnutConfig(rows: Array<[string, number]>, label: string): ChartConfiguration {
  return {
    type: 'doughnut',
    data: { labels: rows.map((r) => r[0]), datasets: [{ label, data: rows.map((r) => r[1]), backgroundColor: rows.map((_, i) => PALETTE[i % PALETTE.length]!) }] },
    options: { maintainAspectRatio: false, plugins: { legend: { position: 'right' } } },
  };
}

export function lineConfig(periods: string[], series: Array<{ label: string; values: number[] }>): ChartConfiguration {
  return {
    type: 'line',
    data: {
      labels: periods,
      datasets: series.map((s, i) => ({ label: s.label, data: s.values, borderColor: PALETTE[i]!, backgroundColor: PALETTE[i]!, tension: 0.2, pointRadius: 4 })),
    },
    options: { maintainAspectRatio: false, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
  };
}
