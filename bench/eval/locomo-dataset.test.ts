import { describe, expect, it } from 'vitest';
import { normaliseEvidence, toEvalConversation } from './locomo-dataset.js';
import { scoreRanking, summarise } from './metrics.js';

describe('LoCoMo loading', () => {
  it('normalises malformed evidence ids', () => {
    expect(normaliseEvidence(['D8:6; D9:17', ' D3:5 ', 'D:11:26', 'D', 'D1:03', 'D8:6'])).toEqual(['D8:6', 'D9:17', 'D3:5', 'D11:26', 'D1:3']);
  });

  it('turns turns into dated memories with image captions and keeps answerable questions of categories 1-4', () => {
    const conversation = toEvalConversation({
      sample_id: 'conv-x',
      conversation: {
        speaker_a: 'Ann', speaker_b: 'Bo',
        session_1_date_time: '1:56 pm on 8 May, 2023',
        session_1: [
          { speaker: 'Ann', dia_id: 'D1:1', text: 'Look at my dog!', blip_caption: 'a photo of a dog' },
          { speaker: 'Bo', dia_id: 'D1:2', text: 'So cute.' },
        ],
        session_2_date_time: '2:00 pm on 9 May, 2023',
      },
      qa: [
        { question: 'What pet does Ann have?', category: 4, evidence: ['D1:1'] },
        { question: 'Adversarial', category: 5, evidence: ['D1:2'] },
        { question: 'Broken evidence', category: 1, evidence: ['D9:9'] },
      ],
    });
    expect(conversation.memories).toEqual([
      { key: 'D1:1', value: '[1:56 pm on 8 May, 2023] Ann: Look at my dog! [image: a photo of a dog]' },
      { key: 'D1:2', value: '[1:56 pm on 8 May, 2023] Bo: So cute.' },
    ]);
    expect(conversation.questions).toEqual([{ question: 'What pet does Ann have?', category: 4, evidence: ['D1:1'] }]);
    expect(conversation.skippedQuestions).toBe(1);
  });
});

describe('retrieval metrics', () => {
  it('scores recall@5, recall@10 and MRR against the evidence', () => {
    const ranked = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'];
    expect(scoreRanking(ranked, ['b', 'g'])).toEqual({ recall5: 0.5, recall10: 1, mrr: 0.5 });
    expect(scoreRanking(ranked, ['k'])).toEqual({ recall5: 0, recall10: 0, mrr: 0 });
    expect(summarise([{ recall5: 1, recall10: 1, mrr: 1 }, { recall5: 0, recall10: 0.5, mrr: 0 }])).toEqual({ questions: 2, recall5: 0.5, recall10: 0.75, mrr: 0.5 });
  });
});
