import { describe, expect, it } from 'vitest';
import { cachedSpeakerOf, questionNames, speakerMultipliers, speakerOf } from './speaker-cues.js';

describe('speaker cue', () => {
  it('reads the speaker label after an optional date stamp', () => {
    expect(speakerOf('[1:56 pm on 8 May, 2023] Melanie: I ran a race.')).toBe('melanie');
    expect(speakerOf('John Smith: hello')).toBe('john smith');
    expect(speakerOf('Remember: buy milk')).toBe('remember');
    expect(speakerOf('the deadline is 5pm: noted')).toBeNull();
  });

  it('finds the names a question asks about', () => {
    expect(questionNames("What do Melanie's kids like?")).toEqual(new Set(['melanie']));
    expect(questionNames('Caroline said what about Sweden?')).toEqual(new Set(['caroline', 'sweden']));
  });

  it('lowers other speakers\' memories only when the question names a speaker', () => {
    const rows = [
      { id: 'm', value: '[8 May, 2023] Melanie: I run to destress.' },
      { id: 'c', value: '[8 May, 2023] Caroline: Running is great.' },
      { id: 'n', value: 'a note without a speaker about running' },
    ];
    const m = speakerMultipliers('What does Melanie do to destress?', rows, 1);
    expect(m.get('c')).toBe(0.5);
    expect(m.has('m')).toBe(false);
    expect(m.has('n')).toBe(false);
    expect(speakerMultipliers('What does Gina do?', rows, 1).size).toBe(0);
    expect(speakerMultipliers('What does Melanie do?', rows, 0).size).toBe(0);
  });

  it('keeps each text\'s speaker as speakerOf reads it', () => {
    const texts = ['[1:56 pm on 8 May, 2023] Melanie: I ran a race.', 'John Smith: hello', 'the deadline is 5pm: noted', ''];
    for (let pass = 0; pass < 2; pass++) for (const t of texts) expect(cachedSpeakerOf(t)).toBe(speakerOf(t));
  });
});

