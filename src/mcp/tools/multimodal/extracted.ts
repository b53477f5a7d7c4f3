/** What an extractor learnt about one item, before it is written down as a memory. */
export interface ExtractedParts {
  /** "Label: value" lines for the indexed text (metadata said in words, so it can be searched). */
  lines: string[];
  /** Structured fields kept in the memory's metadata. */
  fields: Record<string, unknown>;
  /** Libraries and programs that read it (image-size, exifr, ffprobe, ffmpeg, unpdf, ...). */
  methods: string[];
  /** What could not be read, in words. */
  notes: string[];
  /** Body text: a document's text, a video's subtitles. */
  text?: string;
  title?: string | null;
}

export const emptyParts = (): ExtractedParts => ({ lines: [], fields: {}, methods: [], notes: [] });
