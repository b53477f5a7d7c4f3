/** Video group: 4 tools. */
import type { ToolDefinition } from '../types.js';
import { videoSummarize } from './video_summarize.js';
import { getVideoMetadata } from './get_video_metadata.js';
import { getVideoTranscript } from './get_video_transcript.js';
import { videoFactCheck } from './video_fact_check.js';

export const videoTools: ToolDefinition[] = [
  getVideoTranscript,
  getVideoMetadata,
  videoSummarize,
  videoFactCheck,
];
