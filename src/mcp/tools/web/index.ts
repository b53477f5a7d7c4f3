/**
 * Web search group: 6 tools. B3 counts 5 and also names `ext_local_search` (local places) in
 * the web list; it is registered, so the catalogue is exactly the names B3 lists and the
 * totals come to 49 remote and 56 on stdio.
 */
import { planned } from '../define.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';

export const webTools: ToolDefinition[] = [
  planned('web', 'ext_web_search', 'Web search', 'Search the public web for pages matching a query and get titles, links and snippets. Use it for current facts, documentation or anything not in memory. Replaces the deprecated web_search tool.', readOnlyOpenWorld),
  planned('web', 'ext_image_search', 'Image search', 'Search the web for images matching a query; returns image and page links with thumbnails. Use it when the user wants pictures or visual references.', readOnlyOpenWorld),
  planned('web', 'ext_video_search', 'Video search', 'Search the web for videos matching a query; returns titles, links and thumbnails. Use it to find talks, tutorials or clips.', readOnlyOpenWorld),
  planned('web', 'ext_news_search', 'News search', 'Search recent news articles matching a query, newest first within the chosen period. Use it for current events.', readOnlyOpenWorld),
  planned('web', 'ext_local_search', 'Local places search', 'Find places near a location (shops, restaurants, services) with address, coordinates, phone and rating. Use it when the user asks what is nearby or where to go.', readOnlyOpenWorld),
  planned('web', 'web_scrape', 'Read a web page', 'Fetch one web page and return its main content as Markdown, plain text or HTML. Use it to read a page found with ext_web_search or given by the user.', readOnlyOpenWorld),
];
