/**
 * Seeded text for lexical-ranking tests: the same store on every run, with Zipf-like word
 * frequencies (the first words of the vocabulary in over a thousand memories, the last in a few),
 * so both common lexemes (the capped, counted SQL path) and rare ones occur.
 */
export interface ZipfText {
  /** The next number in [0, 1) of the seeded generator. */
  random(): number;
  word(): string;
  /** 3 to 16 words. */
  sentence(): string;
}

export function zipfText(vocabulary: readonly string[], seed: number): ZipfText {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const word = () => vocabulary[Math.min(vocabulary.length - 1, Math.floor(vocabulary.length * random() ** 2.2))]!;
  const sentence = () => Array.from({ length: 3 + Math.floor(random() * 14) }, () => word()).join(' ');
  return { random, word, sentence };
}
