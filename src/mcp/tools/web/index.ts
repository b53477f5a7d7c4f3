/**
 * Web search group: 6 tools. B3 counts 5 and also names `ext_local_search` (local places) in
 * the web list; it is registered, so the catalogue is exactly the names B3 lists and the
 * totals come to 49 remote and 56 on stdio.
 */
import { planned } from '../define.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { extWebSearch } from './ext_web_search.js';
import { extImageSearch } from './ext_image_search.js';
import { extVideoSearch } from './ext_video_search.js';
import { extNewsSearch } from './ext_news_search.js';
import { extLocalSearch } from './ext_local_search.js';

export const webTools: ToolDefinition[] = [
  extWebSearch,
  extImageSearch,
  extVideoSearch,
  extNewsSearch,
  extLocalSearch,
  planned('web', 'web_scrape', 'Read a web page', 'Fetch one web page and return its main content as Markdown, plain text or HTML. Use it to read a page found with ext_web_search or given by the user.', readOnlyOpenWorld),
];
