/** Turns the spec's error bodies into one sentence a person can act on. */

interface ErrorBody {
  code?: string;
  message?: string;
  error?: string;
  error_description?: string;
  detail?: Array<{ loc?: Array<string | number>; msg?: string }>;
}

export function describeError(error: unknown, fallback = 'Something went wrong. Try again.'): string {
  if (!error || typeof error !== 'object') return fallback;
  const body = error as ErrorBody;
  if (Array.isArray(body.detail) && body.detail.length > 0) {
    return body.detail
      .map((d) => {
        const field = (d.loc ?? []).filter((l) => l !== 'body' && l !== 'query' && l !== 'path').join('.');
        return field ? `${field}: ${d.msg ?? 'invalid'}` : (d.msg ?? 'invalid value');
      })
      .join('; ');
  }
  if (body.message) return body.message;
  if (body.error_description) return body.error_description;
  return fallback;
}

/** The `AREA-NNN` code of an error body, when it has one. */
export function errorCode(error: unknown): string | undefined {
  return error && typeof error === 'object' ? (error as ErrorBody).code : undefined;
}
