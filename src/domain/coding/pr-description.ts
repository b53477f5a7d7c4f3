/**
 * A pull request title and description from what a coding session recorded (task, summary,
 * file changes with their reasons, decisions, errors fixed and still open) and what git says
 * the branch changes against its base (files with added/deleted lines, commits). The offline
 * method is a Markdown template. A writer (the language model, pr-llm-writer.ts) may be given:
 * it gets the same facts and the template's draft, and the template answers whenever it is
 * absent, fails or returns nothing usable.
 */
import type { BranchDiff, DiffFile } from './analysis/branch-diff.js';
import type { SessionRecords } from './project-records.js';

export interface PrFacts {
  session: SessionRecords;
  /** Null when git could not be read (remote server, no repository): then the records alone. */
  diff: BranchDiff | null;
  /** The diff's text, read only when a writer will use it. */
  patch?: string | null;
}

export interface PrDescription {
  title: string;
  body: string;
}

/** Writes a description from the facts (for example a language model); null to leave the template's. */
export interface PrDescriptionWriter {
  /** Named in the answer (a model name). */
  readonly name: string;
  write(facts: PrFacts, draft: PrDescription, signal: AbortSignal): Promise<PrDescription | null>;
}

const TITLE_CHARS = 72;
const MAX_FILES = 60;
const MAX_COMMITS = 30;

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s|\n/)[0]!.trim();
const counts = (f: DiffFile) => (f.additions === null ? 'binary' : `+${f.additions} −${f.deletions}`);

function title(facts: PrFacts): string {
  const { session, diff } = facts;
  const candidate = session.session.task ?? (diff?.commits.length === 1 ? diff.commits[0]!.subject : null) ?? (session.session.summary ? firstSentence(session.session.summary) : null);
  if (candidate) return clip(candidate.replace(/\s+/g, ' ').trim(), TITLE_CHARS);
  const paths = diff?.files.map((f) => f.path) ?? session.changes.map((c) => c.file_path ?? '');
  const folders = [...new Set(paths.filter(Boolean).map((p) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : p)))];
  return clip(`Update ${paths.length} file${paths.length === 1 ? '' : 's'}${folders.length ? ` in ${folders.slice(0, 3).join(', ')}` : ''}`, TITLE_CHARS);
}

function changesSection(facts: PrFacts): string[] {
  const reasons = new Map<string, string[]>();
  for (const change of facts.session.changes) {
    if (!change.file_path) continue;
    const list = reasons.get(change.file_path) ?? [];
    if (change.summary && !list.includes(change.summary)) list.push(change.summary);
    reasons.set(change.file_path, list);
  }
  const lines: string[] = [];
  const why = (path: string) => (reasons.get(path)?.length ? `: ${reasons.get(path)!.join('; ')}` : '');
  if (facts.diff) {
    for (const f of facts.diff.files.slice(0, MAX_FILES)) {
      const moved = f.previous_path ? ` (from \`${f.previous_path}\`)` : '';
      lines.push(`- \`${f.path}\`${moved} — ${f.status}${f.status === 'untracked' ? ', not committed yet' : `, ${counts(f)}`}${why(f.path)}`);
    }
    if (facts.diff.files.length > MAX_FILES) lines.push(`- … and ${facts.diff.files.length - MAX_FILES} more files`);
    const inDiff = new Set(facts.diff.files.map((f) => f.path));
    const elsewhere = [...reasons.keys()].filter((p) => !inDiff.has(p));
    if (elsewhere.length) lines.push('', 'Recorded in the session but not in the diff:', ...elsewhere.map((p) => `- \`${p}\`${why(p)}`));
  } else {
    const types = new Map(facts.session.changes.map((c) => [c.file_path, c.change_type]));
    for (const path of reasons.keys()) lines.push(`- \`${path}\` — ${types.get(path) ?? 'changed'}${why(path)}`);
  }
  return lines.length ? ['## Changes', '', ...lines, ''] : [];
}

export function templateDescription(facts: PrFacts): PrDescription {
  const { session, diff } = facts;
  const s = session.session;
  const summary = [s.task ? `${s.task.replace(/[.\s]+$/, '')}.` : null, s.summary].filter(Boolean).join('\n\n')
    || (diff?.commits.length ? diff.commits.map((c) => c.subject).join('; ') : 'Changes of this branch.');
  const fixed = session.errors.filter((e) => e.resolution);
  const open = session.errors.filter((e) => !e.resolution);
  const body = [
    '## Summary', '', summary, '',
    ...changesSection(facts),
    ...(session.decisions.length ? ['## Decisions', '', ...session.decisions.map((d) =>
      `- **${d.decision}**${d.rationale ? ` — ${d.rationale}` : ''}${d.alternatives.length ? ` (considered: ${d.alternatives.join(', ')})` : ''}`), ''] : []),
    ...(fixed.length ? ['## Fixed along the way', '', ...fixed.map((e) => `- ${firstSentence(e.error_message ?? '')}${e.file_path ? ` (\`${e.file_path}\`)` : ''} → ${e.resolution}`), ''] : []),
    ...(open.length ? ['## Known issues', '', ...open.map((e) => `- ${firstSentence(e.error_message ?? '')}${e.file_path ? ` (\`${e.file_path}\`)` : ''}`), ''] : []),
    ...(diff?.commits.length ? ['## Commits', '', ...diff.commits.slice(0, MAX_COMMITS).map((c) => `- ${c.subject} (${c.commit})`),
      ...(diff.commits.length > MAX_COMMITS ? [`- … and ${diff.commits.length - MAX_COMMITS} more`] : []), ''] : []),
    '---',
    diff
      ? `${diff.files.length} file${diff.files.length === 1 ? '' : 's'} changed, +${diff.additions} −${diff.deletions} against \`${diff.base}\` (merge base \`${diff.merge_base.slice(0, 7)}\`)${diff.uncommitted ? ', including changes not committed yet' : ''}.`
      : `From the records of coding session ${s.session_id}; the diff was not read.`,
  ];
  return { title: title(facts), body: body.join('\n') };
}

export async function describePullRequest(facts: PrFacts, writer: PrDescriptionWriter | undefined, signal: AbortSignal) {
  const draft = templateDescription(facts);
  if (!writer) return { ...draft, method: 'template' as const, writer: null, writer_note: null };
  try {
    const written = await writer.write(facts, draft, signal);
    if (written?.title.trim() && written.body.trim()) return { title: clip(written.title.trim(), 120), body: written.body.trim(), method: 'llm' as const, writer: writer.name, writer_note: null };
    return { ...draft, method: 'template' as const, writer: writer.name, writer_note: `${writer.name} gave no usable description, so the template's is returned.` };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ...draft, method: 'template' as const, writer: writer.name, writer_note: `${writer.name} failed (${error instanceof Error ? error.message : String(error)}), so the template's description is returned.` };
  }
}
