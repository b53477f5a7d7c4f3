/** Video group: 4 tools. */
import { planned } from '../define.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { getVideoMetadata } from './get_video_metadata.js';
import { getVideoTranscript } from './get_video_transcript.js';

export const videoTools: ToolDefinition[] = [
  getVideoTranscript,
  getVideoMetadata,
  planned('video', 'video_summarize', 'Summarise a video', 'Summarise an online video from its transcript, with key points, at a chosen length. Use it when the user wants the gist of a video.', readOnlyOpenWorld),
  planned('video', 'video_fact_check', 'Fact-check a video', 'Check the main claims of an online video (or the claims you list) against sources and return a verdict per claim. Use it when the accuracy of a video is in question.', readOnlyOpenWorld),
];
