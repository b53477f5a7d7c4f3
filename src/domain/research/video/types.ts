/**
 * Video metadata, transcripts and summaries, whatever the site. Their shapes are the
 * contract's (the video tools' output schemas through the generated types).
 */
import type { McpToolResults } from '../../../../generated/mcp-tool-types.js';

export type VideoMetadata = McpToolResults['get_video_metadata'];
export type VideoTranscript = McpToolResults['get_video_transcript'];
/** One caption: its start and length in seconds, and its text. */
export type TranscriptSegment = VideoTranscript['segments'][number];
/** `extractive`: sentences of the source itself; `abstractive`: written by the language model of LLM_BASE_URL. */
export type VideoSummary = McpToolResults['video_summarize'];
