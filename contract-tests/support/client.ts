import { checkResponse, type CheckedResponse } from './spec-validator.js';

export interface CallOptions {
  method: string;
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  raw?: { body: string; contentType: string };
}

export interface CallResult extends CheckedResponse {
  problems: string[];
}

/** Calls the server and checks the response against the spec of `operationId`. */
export async function call(baseUrl: string, operationId: string | null, options: CallOptions): Promise<CallResult> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = options.raw.body;
  }
  const res = await fetch(baseUrl + options.path, { method: options.method, headers, body, redirect: 'manual' });
  const text = await res.text();
  const checked: CheckedResponse = { status: res.status, headers: res.headers, text };
  try {
    checked.json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { ...checked, problems: operationId ? checkResponse(operationId, checked) : [] };
}
