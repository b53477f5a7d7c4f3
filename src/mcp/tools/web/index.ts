/**
 * Web search group: 6 tools. B3 counts 5 and also names `ext_local_search` (local places) in
 * the web list; it is registered, so the catalogue is exactly the names B3 lists and the
 * totals come to 49 remote and 56 on stdio.
 */
import type { ToolDefinition } from '../types.js';
import { extWebSearch } from './ext_web_search.js';
import { extImageSearch } from './ext_image_search.js';
import { extVideoSearch } from './ext_video_search.js';
import { extNewsSearch } from './ext_news_search.js';
import { extLocalSearch } from './ext_local_search.js';
import { webScrape } from './web_scrape.js';

export const webTools: ToolDefinition[] = [
  extWebSearch,
  extImageSearch,
  extVideoSearch,
  extNewsSearch,
  extLocalSearch,
  webScrape,
];
