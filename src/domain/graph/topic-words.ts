/**
 * Words that make poor topics on their own. A phrase loses its generic modifiers
 * ("best way" -> "way", "new sourdough starter" -> "sourdough starter") and is dropped when
 * its head noun is a light noun ("way", "thing", "reason"): such phrases recur in every
 * conversation and say nothing about what it was about.
 */

/** Evaluative, vague, ordinal or time-relative adjectives: never the start of a topic. */
export const GENERIC_MODIFIERS = new Set([
  'actual', 'available', 'bad', 'basic', 'best', 'better', 'big', 'certain', 'common', 'correct', 'current', 'different',
  'easy', 'entire', 'exact', 'few', 'fine', 'first', 'full', 'general', 'good', 'great', 'hard', 'high', 'huge', 'important',
  'last', 'latest', 'little', 'long', 'low', 'main', 'many', 'more', 'most', 'much', 'new', 'next', 'nice', 'old', 'other',
  'own', 'particular', 'possible', 'previous', 'proper', 'quick', 'real', 'recent', 'right', 'same', 'second', 'several',
  'short', 'similar', 'simple', 'small', 'specific', 'such', 'sure', 'whole', 'worst', 'wrong', 'various', 'usual', 'typical',
  'awesome', 'amazing', 'helpful', 'useful', 'interesting', 'quick', 'clear', 'perfect', 'nice', 'cool', 'okay', 'ok',
]);

/** Light nouns and conversational fillers: never the head of a topic. */
export const LIGHT_NOUNS = new Set([
  'answer', 'anything', 'luck', 'approach', 'bit', 'case', 'chance', 'day', 'detail', 'difference', 'everything', 'example', 'fact',
  'help', 'hello', 'hi', 'idea', 'issue', 'kind', 'lot', 'matter', 'method', 'minute', 'moment', 'nothing', 'number', 'option',
  'part', 'people', 'place', 'please', 'point', 'problem', 'question', 'reason', 'result', 'side', 'situation', 'something',
  'sort', 'step', 'stuff', 'suggestion', 'thank', 'thanks', 'thing', 'time', 'tip', 'today', 'tomorrow', 'tonight', 'type',
  'way', 'week', 'weekend', 'year', 'yesterday', 'month', 'hour', 'morning', 'evening', 'night', 'end', 'start', 'use', 'word',
  'yes', 'no', 'ok', 'okay', 'sir', 'guy', 'guys', 'folk', 'folks', 'person',
]);

/** Tokens the tagger calls nouns that only join or end phrases ("actual row vs estimated row"). */
export const PHRASE_SEPARATORS = new Set(['vs', 'versus', 'etc', 'eg', 'ie', 'via', 'per']);
