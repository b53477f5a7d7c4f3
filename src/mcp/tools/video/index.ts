/** Video group: 4 tools. */
import { planned } from '../define.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { videoSummarize } from './video_summarize.js';
import { getVideoMetadata } from './get_video_metadata.js';
import { getVideoTranscript } from './get_video_transcript.js';

export const videoTools: ToolDefinition[] = [
  getVideoTranscript,
  getVideoMetadata,
  videoSummarize,
  planned('video', 'video_fact_check', 'Fact-check a video', 'Check the main claims of an online video (or the claims you list) against sources and return a verdict per claim. Use it when the accuracy of a video is in question.', readOnlyOpenWorld),
];
