/**
 * Text of documents, by the same readers web_scrape uses: PDFs through unpdf (pdf.js) with
 * their title, author and page count; HTML through Readability; text formats as they are.
 * A PDF without a text layer (a scan) keeps its metadata and says no text was found.
 */
import { AppError } from '../../../domain/errors/app-error.js';
import { extractHtmlArticle } from '../../../domain/research/pages/html-article.js';
import { extractPdf } from '../../../domain/research/pages/pdf-text.js';
import { emptyParts, type ExtractedParts } from './extracted.js';
import { subtitleText } from './av-metadata.js';

function decodeText(data: Buffer): string {
  const text = data.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export async function readDocument(data: Buffer, mimeType: string, label: string): Promise<ExtractedParts> {
  const parts = emptyParts();
  if (mimeType === 'application/pdf') {
    try {
      const doc = await extractPdf(data, label);
      parts.text = doc.text;
      parts.title = doc.title;
      parts.fields.pages = doc.pages;
      if (doc.title) parts.lines.push(`Title: ${doc.title}`);
      if (doc.byline) parts.lines.push(`Author: ${doc.byline}`);
      if (doc.published_at) parts.lines.push(`Created: ${doc.published_at}`);
      if (doc.pages !== null) parts.lines.push(`Pages: ${doc.pages}`);
      parts.methods.push('unpdf');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      parts.notes.push(error.message);
    }
    return parts;
  }
  const text = decodeText(data);
  if (mimeType === 'text/html') {
    const doc = extractHtmlArticle(text, label.startsWith('http') ? label : 'http://localhost/');
    parts.text = doc.text;
    parts.title = doc.title;
    if (doc.title) parts.lines.push(`Title: ${doc.title}`);
    if (doc.byline) parts.lines.push(`Author: ${doc.byline}`);
    parts.methods.push('readability');
    return parts;
  }
  if (mimeType === 'application/x-subrip' || mimeType === 'text/vtt') {
    parts.text = subtitleText(text.replace(/^WEBVTT[^\n]*\n/, ''));
    parts.methods.push('subtitle text');
    return parts;
  }
  parts.text = text.trim();
  const heading = mimeType === 'text/markdown' ? /^#\s+(.+)$/m.exec(text)?.[1]?.trim() : undefined;
  if (heading) parts.title = heading;
  parts.methods.push('text');
  return parts;
}
