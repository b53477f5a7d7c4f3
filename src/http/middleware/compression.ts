/**
 * Response compression (koa-compress): brotli or gzip, as the client accepts, for scripts,
 * styles, HTML, JSON and other compressible types of 1 KiB or more. Server-sent events are
 * never compressed (a compressor buffers, and each event must reach the client at once); the
 * MCP transport writes its own answers and is not affected either. zstd is left off so every
 * node, whatever its Node.js version, answers the same encodings.
 */
import compress from 'koa-compress';
import { constants } from 'node:zlib';
import type { Middleware } from 'koa';

/** Text (not event streams), JSON, JavaScript, XML and SVG; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /^(text\/(?!event-stream)[\w.+-]+|application\/(json|javascript|xml|manifest\+json|[\w.-]+\+(json|xml))|image\/svg\+xml)\s*(;|$)/i;

export function compression(): Middleware {
  return compress({
    filter: (type: string) => COMPRESSIBLE.test(type),
    threshold: 1024,
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    gzip: { level: 6 },
    deflate: false,
    zstd: false,
  } as compress.CompressOptions);
}
