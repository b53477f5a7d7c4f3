/** Writes src/domain/memory/ranking/ranking-defaults.ts from the final fit of the cross-validation. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RankingParams } from '../../src/domain/memory/ranking/index.js';

export const DEFAULTS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/domain/memory/ranking/ranking-defaults.ts');

const section = (value: object) => `{ ${Object.entries(value).map(([k, v]) => `${k}: ${Number(v)}`).join(', ')} }`;

export function renderDefaults(p: RankingParams, note: string): string {
  const body = (Object.keys(p) as Array<keyof RankingParams>).map((k) => `  ${k}: ${section(p[k])},`).join('\n');
  return `/**
 * Recall ranking as shipped. Written by \`npm run eval:retrieval -- --write-defaults\`: every value
 * is what leave-one-conversation-out cross-validation on the LoCoMo development conversations
 * chose when fitted on all of them (the "final fit"); the retrieval table in docs/memory.md gives the
 * cross-validated figures of the same procedure. Re-run the eval rather than editing by hand.
 * ${note}
 * A weight of 0 means the method is off (its other settings are then unused). \`rerank\` applies
 * only when a reranker is configured and is not chosen by the eval (no model runs offline).
 */
import type { RankingParams } from './ranking-params.js';

export const RANKING_DEFAULTS: RankingParams = {
${body}
};
`;
}

export async function writeDefaults(p: RankingParams, note: string): Promise<void> {
  await fs.writeFile(DEFAULTS_FILE, renderDefaults(p, note));
}
