/**
 * Text of a PDF through unpdf (a packaged build of Mozilla's pdf.js): all pages' text, with
 * title, author and creation date from the document information. Scanned PDFs without a text
 * layer give no text, and the error says so.
 */
import escapeHtml from 'escape-html';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { AppError } from '../../errors/app-error.js';
import type { ExtractedDocument } from './types.js';

/** PDF dates look like D:20240305090000+01'00'. */
function pdfDate(value: unknown): string | null {
  const m = typeof value === 'string' ? value.match(/^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?/) : null;
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00'] = m;
  const ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export async function extractPdf(body: Buffer, pageUrl: string): Promise<ExtractedDocument> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(body));
  } catch {
    throw new AppError('WEB-008', { message: `${pageUrl} is served as a PDF but could not be opened as one (damaged or encrypted)` });
  }
  try {
    const [{ totalPages, text }, { info }] = await Promise.all([extractText(pdf, { mergePages: true }), getMeta(pdf)]);
    const content = text.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
    if (!content) throw new AppError('WEB-008', { message: `${pageUrl} is a PDF without a text layer (a scan?); no text can be read from it without OCR` });
    const fields = (info ?? {}) as Record<string, unknown>;
    const paragraphs = content.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
    return {
      title: str(fields.Title),
      byline: str(fields.Author),
      published_at: pdfDate(fields.CreationDate),
      site_name: null,
      html: paragraphs,
      text: content,
      markdown: content,
      links: [],
      pages: totalPages,
    };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
