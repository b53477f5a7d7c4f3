import { describe, expect, it } from 'vitest';
import type { RankingParams } from '../../src/domain/memory/ranking/index.js';
import { coordinateSearch, crossValidate, leaveOneOut } from './cross-validation.js';
import { rankingKnobs, SEARCH_START } from './ranking-knobs.js';

const questions = ['c1', 'c1', 'c2', 'c3', 'c3', 'c3'].map((conversation, i) => ({ conversation, id: i }));

describe('leave-one-conversation-out cross-validation', () => {
  it('holds out each conversation once and trains on all the others', () => {
    const folds = leaveOneOut(['c1', 'c2', 'c3']);
    expect(folds.map((f) => f.heldOut)).toEqual(['c1', 'c2', 'c3']);
    for (const f of folds) {
      expect(f.train).not.toContain(f.heldOut);
      expect([...f.train, f.heldOut].sort()).toEqual(['c1', 'c2', 'c3']);
    }
  });

  it('never lets a held-out conversation\'s questions reach its fit, and scores each question once', async () => {
    const fitSaw: Array<{ heldOut: string; conversations: string[] }> = [];
    const evaluated: string[] = [];
    const { folds, scores } = await crossValidate(
      questions,
      async (train, heldOut) => {
        fitSaw.push({ heldOut, conversations: [...new Set(train.map((q) => q.conversation))] });
        return `fit without ${heldOut}`;
      },
      async (heldOut, params) => heldOut.map((q) => { evaluated.push(q.conversation); return `${q.id}:${params}`; }),
    );
    expect(fitSaw).toHaveLength(3);
    for (const f of fitSaw) expect(f.conversations).not.toContain(f.heldOut);
    expect(fitSaw.map((f) => f.conversations.length)).toEqual([2, 2, 2]);
    expect(folds.map((f) => f.params)).toEqual(['fit without c1', 'fit without c2', 'fit without c3']);
    // Each question is scored once, by the fit that did not see its conversation.
    expect(scores).toEqual(['0:fit without c1', '1:fit without c1', '2:fit without c2', '3:fit without c3', '4:fit without c3', '5:fit without c3']);
  });
});

describe('coordinate search', () => {
  it('moves a knob only when the objective improves and searches a method\'s settings only while it is on', async () => {
    const tried: RankingParams[] = [];
    // Best: speaker cue at 0.5, expansion on; everything else indifferent.
    const objective = async (p: RankingParams) => {
      tried.push(p);
      return -Math.abs(p.speaker.weight - 0.5) + (p.expansion.weight > 0 ? 0.1 : 0);
    };
    const { params } = await coordinateSearch(SEARCH_START, rankingKnobs(true), objective, 2);
    expect(params.speaker.weight).toBe(0.5);
    expect(params.expansion.weight).toBeGreaterThan(0);
    expect(params.fusion).toEqual(SEARCH_START.fusion); // ties keep the start
    expect(tried.some((p) => p.feedback.weight === 0 && p.feedback.documents !== SEARCH_START.feedback.documents)).toBe(false);
  });
});
