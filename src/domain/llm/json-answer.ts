/**
 * Models are asked to answer one JSON object and nothing else. The answer is taken only when
 * it is exactly that (surrounding whitespace, or one Markdown code fence around it, which many
 * models add anyway, are tolerated); anything else is refused so the caller falls back to its
 * offline method rather than guessing at prose.
 */
const FENCED = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i;

export function parseJsonObject(text: string): Record<string, unknown> | null {
  let body = text.trim();
  const fenced = body.match(FENCED);
  if (fenced) body = fenced[1]!.trim();
  if (!body.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A string field, trimmed, or null when absent or not text. */
export function textField(object: Record<string, unknown>, name: string, maxChars = 4_000): string | null {
  const value = object[name];
  if (typeof value !== 'string' || !value.trim()) return null;
  return value.trim().slice(0, maxChars);
}

/** An array of non-empty strings, or null when the field is not one. */
export function textListField(object: Record<string, unknown>, name: string, maxItems = 50, maxChars = 2_000): string[] | null {
  const value = object[name];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return null;
  return (value as string[]).map((v) => v.trim()).filter(Boolean).slice(0, maxItems).map((v) => v.slice(0, maxChars));
}
