/** A user's pattern (getUserPattern) as numbers and charts: topics, AI platforms, activity over time. */
import { useMemo } from 'preact/hooks';
import type { Schemas } from '../../api/types';
import { ChartFigure } from './ChartFigure';
import { barConfig, doughnutConfig, lineConfig, topCounts } from './charts';

const list = (rows: Array<[string, number]>) => rows.map(([k, n]) => `${k} ${n}`).join(', ');

export function PatternCharts({ pattern }: { pattern: Schemas['UserPattern'] }) {
  const charts = useMemo(() => {
    // Ranked by the server (interactions, then newest); the long tail is told apart, not drawn.
    const topics = pattern.top_topics.map((t) => [t.topic, t.interactions] as [string, number]);
    const platforms = topCounts(pattern.platforms, 6);
    const periods = pattern.learning_trajectory.map((p) => p.period);
    const interactions = pattern.learning_trajectory.map((p) => p.interactions);
    const topicsPerDay = pattern.learning_trajectory.map((p) => Object.keys(p.topics).length);
    return {
      topics: { rows: topics, config: barConfig(topics, 'Interactions') },
      platforms: { rows: platforms, config: doughnutConfig(platforms, 'Interactions') },
      trajectory: {
        config: lineConfig(periods, [
          { label: 'Interactions', values: interactions },
          { label: 'Distinct topics', values: topicsPerDay },
        ]),
        rows: pattern.learning_trajectory.map((p) => [p.period, `${p.interactions} interactions, ${Object.keys(p.topics).length} topics`] as [string, string]),
      },
    };
  }, [pattern]);
  const days = pattern.learning_trajectory.length;
  return (
    <>
      <div class="stats" aria-label={`Pattern of ${pattern.user_id}`}>
        <Stat label="Interactions" value={pattern.total_interactions} />
        <Stat label="Topics" value={Object.keys(pattern.topics).length} />
        <Stat label="AI platforms" value={Object.keys(pattern.platforms).length} />
        <Stat label="Active days" value={days} />
      </div>
      <div class="chart-grid">
        <ChartFigure
          caption="Topics"
          summary={`Bar chart of the most frequent topics: ${list(charts.topics.rows)}.`}
          config={charts.topics.config}
          columns={['Topic', 'Interactions']}
          rows={charts.topics.rows}
          note={othersNote(pattern.other_topics)}
        />
        <ChartFigure caption="AI platforms" summary={`Doughnut chart of interactions per AI platform: ${list(charts.platforms.rows)}.`} config={charts.platforms.config} columns={['AI platform', 'Interactions']} rows={charts.platforms.rows} />
      </div>
      <ChartFigure
        caption="Learning trajectory"
        summary={`Line chart of interactions and distinct topics per day over ${days} ${days === 1 ? 'day' : 'days'}, from ${pattern.learning_trajectory[0]?.period ?? '—'} to ${pattern.learning_trajectory[days - 1]?.period ?? '—'}.`}
        config={charts.trajectory.config}
        columns={['Day', 'Activity']}
        rows={charts.trajectory.rows}
      />
    </>
  );
}

/** The long tail in words, apart from the chart (one bar for it would dwarf the rest). */
function othersNote(others: Schemas['UserPattern']['other_topics']): string | undefined {
  if (others.topics === 0) return undefined;
  const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;
  return `Not charted: ${plural(others.topics, 'other topic', 'other topics')}, ${plural(others.mentions, 'mention', 'mentions')} in all.`;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div class="stat">
      <span class="stat-value">{value.toLocaleString()}</span>
      <span class="stat-label">{label}</span>
    </div>
  );
}
