/** Video group: 4 tools. */
import { planned } from '../define.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';

export const videoTools: ToolDefinition[] = [
  planned('video', 'get_video_transcript', 'Video transcript', 'Get the timed transcript of an online video (e.g. a YouTube link), in a preferred language when available. Use it to quote or analyse what was said.', readOnlyOpenWorld),
  planned('video', 'get_video_metadata', 'Video metadata', 'Get the title, channel, duration, publication date and description of an online video. Use it to identify a video before reading its transcript.', readOnlyOpenWorld),
  planned('video', 'video_summarize', 'Summarise a video', 'Summarise an online video from its transcript, with key points, at a chosen length. Use it when the user wants the gist of a video.', readOnlyOpenWorld),
  planned('video', 'video_fact_check', 'Fact-check a video', 'Check the main claims of an online video (or the claims you list) against sources and return a verdict per claim. Use it when the accuracy of a video is in question.', readOnlyOpenWorld),
];
