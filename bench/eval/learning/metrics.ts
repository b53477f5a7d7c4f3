/**
 * Per-question judgement of a recall answer and the per-kind table:
 *   hit@k    one of the first k values names a current answer
 *   stale@1  the first value names a superseded answer and no current one
 *   wrong@1  the first value names an answer that was only suggested or asked about
 */
import { mentions, type EvalQuestion } from './dataset.js';

export interface Judged { kind: string; changed: boolean; asOf: boolean; hit1: boolean; hit5: boolean; stale1: boolean; wrong1: boolean }

export function judge(question: EvalQuestion, values: string[]): Judged {
  const names = (text: string | undefined, answers: string[] = []) => text !== undefined && answers.some((a) => mentions(text, a));
  const first = values[0];
  const current = names(first, question.answer);
  return {
    kind: question.kind,
    changed: (question.stale?.length ?? 0) > 0 && !question.as_of,
    asOf: Boolean(question.as_of),
    hit1: current,
    hit5: values.slice(0, 5).some((v) => names(v, question.answer)),
    stale1: !current && names(first, question.stale),
    wrong1: !current && names(first, question.wrong),
  };
}

export interface Row { label: string; n: number; hit1: number; hit5: number; stale1: number; wrong1: number }

export function summarise(label: string, judged: Judged[]): Row {
  const n = judged.length;
  const rate = (f: (j: Judged) => boolean) => (n === 0 ? 0 : judged.filter(f).length / n);
  return { label, n, hit1: rate((j) => j.hit1), hit5: rate((j) => j.hit5), stale1: rate((j) => j.stale1), wrong1: rate((j) => j.wrong1) };
}

/** Rows per kind, then changed facts, as_of questions and everything. */
export function table(judged: Judged[]): Row[] {
  const plain = judged.filter((j) => !j.asOf);
  const kinds = [...new Set(plain.map((j) => j.kind))].sort();
  return [
    ...kinds.map((k) => summarise(k, plain.filter((j) => j.kind === k))),
    summarise('changed facts', plain.filter((j) => j.changed)),
    summarise('as_of (what was true then)', judged.filter((j) => j.asOf)),
    summarise('overall (without as_of)', plain),
  ];
}

export function markdown(title: string, rows: Row[]): string {
  const f = (x: number) => x.toFixed(2);
  return [
    `### ${title}`, '',
    '| kind | n | hit@1 | hit@5 | stale@1 | wrong@1 |', '|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.label} | ${r.n} | ${f(r.hit1)} | ${f(r.hit5)} | ${f(r.stale1)} | ${f(r.wrong1)} |`),
  ].join('\n');
}
