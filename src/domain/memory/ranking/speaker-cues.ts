/**
 * Speaker cue. Why it generalises: conversation logs are stored as "Name: what they said"
 * (often after a date stamp), and a question about a person ("What does Melanie do to
 * destress?", "What is Caroline's identity?") is answered by what that person said far more
 * often than by what others said to them. BM25 barely sees it: the speaker's name is in half
 * the memories, so its IDF is near zero. Memories whose speaker the question names keep their
 * score; the others are multiplied by 1 / (1 + weight). Memories without a speaker label, and
 * questions naming no speaker, are left alone.
 */
import { capitalisedWords } from './query-expansion.js';
import { ENGLISH_STOPWORDS } from './stopwords.js';
import { dateStamp } from './temporal-cues.js';

const SPEAKER = /^\s*([\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){0,2})\s*:\s/u;

/** The lower-cased speaker label of a memory ("[date] Melanie: …" -> "melanie"), or null. */
export function speakerOf(text: string): string | null {
  const match = SPEAKER.exec(dateStamp(text).body);
  return match ? match[1]!.toLowerCase() : null;
}

/** Names in the question (capitalised words, possessive "'s" dropped), lower-cased. */
export function questionNames(query: string): Set<string> {
  const names = capitalisedWords(query.replace(/['’]s\b/g, ''));
  // A question may start with the name ("Caroline said what?"): its first word counts if capitalised.
  const first = /^\s*([\p{Lu}][\p{L}]+)/u.exec(query)?.[1]?.toLowerCase();
  if (first && !ENGLISH_STOPWORDS.has(first)) names.add(first);
  return names;
}

/** Post-fusion multipliers: 1 for the named speakers' memories, 1 / (1 + weight) for other speakers'. */
export function speakerMultipliers(query: string, rows: ReadonlyArray<{ id: string; value: string }>, weight: number): Map<string, number> {
  const out = new Map<string, number>();
  if (weight <= 0) return out;
  const names = questionNames(query);
  if (names.size === 0) return out;
  const speakers = rows.map((r) => cachedSpeakerOf(r.value));
  // Only when the question names someone who speaks in these memories (a first name matches a full label).
  const matches = (speaker: string | null) => speaker !== null && (names.has(speaker) || names.has(speaker.split(/\s+/)[0]!));
  if (!speakers.some(matches)) return out;
  rows.forEach((r, i) => {
    if (speakers[i] !== null && !matches(speakers[i]!)) out.set(r.id, 1 / (1 + weight));
  });
  return out;
}

/** Recall reads the same memories again and again (twice per recall with feedback): their speaker is kept (bounded). */
const SPEAKER_CACHE_ENTRIES = 20_000;
const speakerCache = new Map<string, string | null>();

export function cachedSpeakerOf(text: string): string | null {
  let speaker = speakerCache.get(text);
  if (speaker === undefined) {
    speaker = speakerOf(text);
    if (speakerCache.size >= SPEAKER_CACHE_ENTRIES) speakerCache.delete(speakerCache.keys().next().value as string);
    speakerCache.set(text, speaker);
  }
  return speaker;
}
