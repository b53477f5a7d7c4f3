import { describe, expect, it } from 'vitest';
import { dateStamp, memoryTime, parseTemporalCue, temporalMultipliers } from './temporal-cues.js';
import { explicitPeriods, relativePeriods } from './temporal-dates.js';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('temporal parsing', () => {
  it('reads explicit dates, months with a year, bare months after a preposition and years', () => {
    const { periods, months } = explicitPeriods('on October 13, 2023, then 8 May, 2023, 2023-06-01, in July 2022, in June and in 2021');
    expect(periods).toEqual(expect.arrayContaining([
      { start: day('2023-10-13'), end: day('2023-10-14') },
      { start: day('2023-05-08'), end: day('2023-05-09') },
      { start: day('2023-06-01'), end: day('2023-06-02') },
      { start: day('2022-07-01'), end: day('2022-08-01') },
      { start: day('2021-01-01'), end: day('2022-01-01') },
    ]));
    expect(months).toEqual([5]);
    expect(explicitPeriods('I may go').months).toEqual([]);
  });

  it('resolves relative expressions against an anchor day', () => {
    const anchor = day('2023-05-08'); // a Monday
    expect(relativePeriods('I went there yesterday', anchor)).toEqual([{ start: day('2023-05-07'), end: day('2023-05-08') }]);
    expect(relativePeriods('two weeks ago', anchor)).toEqual([{ start: day('2023-04-24'), end: day('2023-05-01') }]);
    expect(relativePeriods('last year', anchor)).toEqual([{ start: day('2022-01-01'), end: day('2023-01-01') }]);
    expect(relativePeriods('last Friday', anchor)).toEqual([{ start: day('2023-05-05'), end: day('2023-05-06') }]);
    expect(relativePeriods('next month', anchor)).toEqual([{ start: day('2023-06-01'), end: day('2023-07-01') }]);
  });

  it('takes a memory\'s leading date stamp as its date and dates its relative expressions from it', () => {
    expect(dateStamp('[1:56 pm on 8 May, 2023] Caroline: hi')).toEqual({ stamp: day('2023-05-08'), body: 'Caroline: hi' });
    expect(dateStamp('Caroline: hi [8 May, 2023]').stamp).toBeNull();
    const time = memoryTime('[1:56 pm on 8 May, 2023] Caroline: I went to a support group yesterday.');
    expect(time.saysWhen).toBe(true);
    expect(time.periods).toContainEqual({ start: day('2023-05-07'), end: day('2023-05-08') });
    expect(memoryTime('[8 May, 2023] Caroline: Thanks so much!').saysWhen).toBe(false);
  });

  it('finds the cue of a question: asking when, naming a period', () => {
    expect(parseTemporalCue('When did Caroline go to the support group?')).toMatchObject({ asksWhen: true, periods: [] });
    expect(parseTemporalCue('What did Maria donate in December 2023?')).toMatchObject({ asksWhen: false, periods: [{ start: day('2023-12-01') }] });
    expect(parseTemporalCue('What is Caroline\'s identity?')).toBeNull();
  });
});

describe('temporal multipliers', () => {
  const rows = [
    { id: 'dated', value: '[1:56 pm on 8 May, 2023] Caroline: The parade was loud.' },
    { id: 'says-when', value: '[1:56 pm on 20 May, 2023] Caroline: I went to the parade two months ago.' },
    { id: 'other', value: '[1:56 pm on 20 May, 2023] Caroline: The parade was fun.' },
  ];

  it('dates an event by what the memory says, relative to its stamp', () => {
    const m = temporalMultipliers(parseTemporalCue('What happened at the parade on 12 May, 2023?'), [
      { id: 'a', value: '[1:56 pm on 20 May, 2023] Caroline: I went to the parade last week.' },
      { id: 'b', value: '[1:56 pm on 20 May, 2023] Caroline: The parade was fun.' },
    ], { dateWeight: 1, whenWeight: 0 });
    expect([m.get('a'), m.get('b')]).toEqual([1, 0.5]);
  });

  it('keeps memories in the named period and lowers the others', () => {
    const m = temporalMultipliers(parseTemporalCue('What happened at the parade on 8 May, 2023?'), rows, { dateWeight: 1, whenWeight: 0 });
    expect(m.get('dated')).toBe(1);
    expect(m.get('says-when')).toBe(0.5);
    expect(m.get('other')).toBe(0.5);
  });

  it('favours memories that say when, for questions asking when', () => {
    const m = temporalMultipliers(parseTemporalCue('When did Caroline go to the parade?'), rows, { dateWeight: 1, whenWeight: 0.25 });
    expect(m.get('says-when')).toBe(1);
    expect(m.get('dated')).toBeCloseTo(1 / 1.25, 9);
  });

  it('does nothing without a cue or with zero weights', () => {
    expect(temporalMultipliers(parseTemporalCue('What parade?'), rows, { dateWeight: 1, whenWeight: 1 }).size).toBe(0);
    expect(temporalMultipliers(parseTemporalCue('When was the parade?'), rows, { dateWeight: 0, whenWeight: 0 }).size).toBe(0);
  });
});
