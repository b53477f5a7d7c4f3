import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ToolError } from '../tool-error.js';
import type { ToolContext, ToolDefinition } from '../types.js';
import type { McpToolArgs } from '../../../../generated/mcp-tool-types.js';

type IndexArgs = McpToolArgs['multimodal_index'];
import { confineExisting, localEnvironmentOf } from '../local/confine.js';
import type { ItemKind } from './formats.js';
import { indexFiles, indexItem, type IndexedItem, type IndexJob } from './indexer.js';
import { multimodalNamespace } from './records.js';
import { loadAddress, loadFile } from './sources.js';
import { withoutSidecars } from './sidecar-subtitles.js';
import { listCandidates } from './walk.js';

const METHOD =
  'Indexed what can be understood without a model: the kind and format from the bytes, image dimensions and EXIF/IPTC/XMP ' +
  'fields, audio and video metadata, tags, chapters and text subtitles (ffprobe/ffmpeg), subtitle files beside a video ' +
  '(.srt, .vtt, .<language>.srt), the text of PDFs, HTML and text files, and the description given. Pixels and speech are ' +
  'not interpreted.';

type Target = { path: string } | { url: string };

function targetOf(args: IndexArgs): Target {
  const path = args.path;
  const url = args.source_url;
  if (path && url) throw new ToolError('MCP-008', 'Invalid tool arguments: give either path (a local file or folder) or source_url (an address), not both');
  if (path) return { path };
  if (!url) throw new ToolError('MCP-008', 'Invalid tool arguments: path (a local file or folder) or source_url (an http(s) address) is required');
  if (url.startsWith('file:')) {
    try {
      return { path: fileURLToPath(url) };
    } catch {
      throw new ToolError('MCP-008', `Invalid tool arguments: source_url ${url} is not a usable file: URL`);
    }
  }
  if (!/^https?:\/\//i.test(url)) throw new ToolError('MCP-008', 'Invalid tool arguments: source_url must be an http(s) address or a file: URL');
  return { url };
}

function summary(items: IndexedItem[], extra: { truncated?: boolean; remaining?: number }) {
  const count = (status: IndexedItem['status']) => items.filter((i) => i.status === status).length;
  const indexed = count('indexed');
  const updated = count('updated');
  const unchanged = count('unchanged');
  const skipped = count('skipped');
  const single = items.length === 1 && extra.truncated === undefined ? items[0]! : null;
  const status = single ? single.status : indexed + updated > 0 ? 'indexed' : unchanged > 0 ? 'unchanged' : 'skipped';
  return {
    item_id: single ? single.item_id : (items.find((i) => i.item_id)?.item_id ?? null),
    status, items, indexed, updated, unchanged, skipped, ...extra, method: METHOD,
  };
}

async function indexPath(job: IndexJob, requested: string, args: IndexArgs, ctx: ToolContext) {
  const env = localEnvironmentOf(ctx);
  const { real } = await confineExisting(env, requested);
  const stat = await fs.stat(real);
  if (!stat.isDirectory()) return summary([await indexItem(job, await loadFile(real, requested, ctx.signal), true)], {});
  const listing = await listCandidates(real, { recursive: args.recursive ?? true, max: args.max_files ?? 200, signal: ctx.signal });
  // Subtitle files beside a video go in with it, not as documents of their own (unless only documents are wanted).
  const files = args.media_type === 'document' ? listing.files : withoutSidecars(listing.files);
  const { items, remaining } = await indexFiles(job, files, (file) => loadFile(file, file, ctx.signal));
  return summary(items, { truncated: listing.truncated || remaining > 0, remaining });
}

export const multimodalIndex: ToolDefinition<'multimodal_index'> = {
  name: 'multimodal_index',
  title: 'Index media and documents',
  description:
    'Index images, audio, video and documents (a local path on stdio, or a URL) as searchable memories, from their metadata, embedded text and your description (not pixels or sound).',
  group: 'multimodal',
  localOnly: false,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async run(args, ctx) {
    const target = targetOf(args);
    const job: IndexJob = {
      ns: multimodalNamespace(ctx.principal, args.user_id, ctx.requestId),
      memories: ctx.services.memories,
      description: args.description ?? null,
      expected: args.media_type,
      signal: ctx.signal,
      progress: ctx.progress,
      deadline: ctx.deadline,
    };
    if ('path' in target) return indexPath(job, target.path, args, ctx);
    const web = ctx.services.web;
    if (!web) throw new ToolError('WEB-001', 'This server has no outbound fetcher configured, so addresses cannot be indexed');
    return summary([await indexItem(job, await loadAddress(web.fetcher, target.url, ctx.signal), true)], {});
  },
};
