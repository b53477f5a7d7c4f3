/**
 * coding_analyze_patterns: what recurs in a project's records. Recurring errors (same
 * fingerprint), hot files (most changed, and files with errors), unresolved errors, the
 * decision history and session habits, each with advice.
 */
import type { Memory } from '../memory/types.js';

export interface Pattern {
  kind: 'recurring_error' | 'unresolved_errors' | 'hot_file' | 'error_prone_file' | 'decision' | 'sessions';
  pattern: string;
  occurrences: number;
  advice: string;
  examples?: string[];
}

type Meta = Record<string, unknown>;
const meta = (m: Memory) => m.metadata as Meta;
const str = (v: unknown) => (typeof v === 'string' ? v : null);

function countBy<T>(items: T[], keyOf: (t: T) => string | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key) out.set(key, [...(out.get(key) ?? []), item]);
  }
  return out;
}

export function analysePatterns(records: { sessions: Memory[]; changes: Memory[]; errors: Memory[]; decisions: Memory[] }) {
  const { sessions, changes, errors, decisions } = records;
  const patterns: Pattern[] = [];

  for (const group of [...countBy(errors, (e) => str(meta(e).fingerprint)).values()].filter((g) => g.length >= 2).sort((a, b) => b.length - a.length)) {
    const fixes = [...new Set(group.map((e) => str(meta(e).resolution)).filter((r): r is string => Boolean(r)))];
    patterns.push({
      kind: 'recurring_error', pattern: `Recurring error: ${str(meta(group[0]!).error_message)}`, occurrences: group.length,
      advice: fixes.length ? `Fixed before by: ${fixes.slice(0, 3).join(' | ')}. Address the cause so it stops recurring.` : 'Never recorded as resolved: record the fix (coding_record_error with resolution) when found.',
      examples: [...new Set(group.map((e) => str(meta(e).file_path)).filter((f): f is string => Boolean(f)))].slice(0, 5),
    });
  }
  const unresolved = errors.filter((e) => !meta(e).resolution);
  if (unresolved.length) {
    patterns.push({
      kind: 'unresolved_errors', pattern: `${unresolved.length} of ${errors.length} recorded errors have no resolution`, occurrences: unresolved.length,
      advice: 'Record how each was fixed, so coding_search_errors can answer with the fix next time.',
      examples: unresolved.slice(0, 5).map((e) => str(meta(e).error_message) ?? e.value.slice(0, 120)),
    });
  }
  const byFile = [...countBy(changes, (c) => str(meta(c).file_path)).entries()].sort((a, b) => b[1].length - a[1].length);
  for (const [file, group] of byFile.filter(([, g]) => g.length >= 3).slice(0, 5)) {
    const inSessions = new Set(group.map((c) => str(meta(c).session_id))).size;
    patterns.push({
      kind: 'hot_file', pattern: `Hot file: ${file} (changed ${group.length} times in ${inSessions} session${inSessions === 1 ? '' : 's'})`, occurrences: group.length,
      advice: 'A file that keeps changing is worth tests around it, and perhaps splitting; check its dependants before the next change.',
    });
  }
  for (const [file, group] of [...countBy(errors, (e) => str(meta(e).file_path)).entries()].filter(([, g]) => g.length >= 2).sort((a, b) => b[1].length - a[1].length).slice(0, 5)) {
    patterns.push({ kind: 'error_prone_file', pattern: `Errors keep coming from ${file}`, occurrences: group.length, advice: 'Look at this file first when a similar error appears; add a test for the failures recorded.' });
  }
  for (const d of [...decisions].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    patterns.push({
      kind: 'decision', pattern: `Decision (${d.created_at.slice(0, 10)}): ${str(meta(d).decision)}`, occurrences: 1,
      advice: str(meta(d).rationale) ? `Keep to it unless its reason no longer holds: ${str(meta(d).rationale)}` : 'Keep to it, or record a new decision that replaces it.',
    });
  }
  if (sessions.length) {
    const open = sessions.filter((s) => !meta(s).ended_at).length;
    patterns.push({
      kind: 'sessions', pattern: `${sessions.length} session${sessions.length === 1 ? '' : 's'}, ${open} not ended`, occurrences: sessions.length,
      advice: open ? 'End sessions with coding_end_session and a summary, so the next one can pick up where this one stopped.' : 'Sessions are ended with summaries: keep doing so.',
    });
  }
  return {
    summary: {
      sessions: sessions.length, file_changes: changes.length, files: byFile.length, errors: errors.length,
      resolved_errors: errors.length - unresolved.length, decisions: decisions.length,
    },
    patterns,
    hot_files: byFile.slice(0, 10).map(([file, group]) => ({ file_path: file, changes: group.length })),
  };
}
