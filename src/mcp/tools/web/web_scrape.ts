import type { PageFormat } from '../../../domain/research/pages/types.js';
import { readOnlyOpenWorld, type ToolDefinition } from '../types.js';
import { webOf } from './web-services.js';

export const webScrape: ToolDefinition<'web_scrape'> = {
  name: 'web_scrape',
  title: 'Read a web page',
  description:
    'Read one public web page or PDF as Markdown, text or clean HTML, with title, author, date and links.',
  group: 'web',
  localOnly: false,
  annotations: readOnlyOpenWorld,
  async run(args, ctx) {
    const page = await webOf(ctx, 'web_scrape').pages.read({
      url: args.url,
      format: args.format ?? 'markdown',
      maxChars: args.max_chars ?? 20_000,
      signal: ctx.signal,
    });
    return { ...page };
  },
};
