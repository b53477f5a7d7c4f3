/** Video metadata and transcripts, whatever the site. */

export interface VideoMetadata {
  url: string;
  /** `youtube`, or the site's host name for other pages. */
  platform: string;
  video_id: string | null;
  title: string;
  channel: string | null;
  channel_url: string | null;
  duration_seconds: number | null;
  published_at: string | null;
  description: string | null;
  thumbnail_url: string | null;
  /** Where the facts came from: `youtube_data_api`, `oembed+watch_page` or `page`. */
  source: string;
}

export interface TranscriptSegment {
  /** Seconds from the start. */
  start: number;
  duration: number;
  text: string;
}

export interface VideoTranscript {
  url: string;
  video_id: string;
  language: string;
  /** True for YouTube's speech-recognition captions. */
  auto_generated: boolean;
  available_languages: string[];
  segments: TranscriptSegment[];
  /** The segments' text joined, for reading or quoting. */
  text: string;
}

export interface VideoSummary {
  url: string;
  title: string;
  /** What was summarised: the captions, or the description when there are none. */
  source: 'transcript' | 'description';
  /** Language of the captions summarised. */
  language: string | null;
  /**
   * `extractive`: sentences of the source itself, chosen by how central their words are;
   * `abstractive`: written by the language model of LLM_BASE_URL.
   */
  method: 'extractive' | 'abstractive';
  /** The model that wrote an abstractive summary; null for extractive ones. */
  model: string | null;
  summary: string;
  key_points: string[];
  /** Why the language model was not used although one is configured. */
  note?: string;
}
