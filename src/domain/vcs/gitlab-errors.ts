/** A GitLab REST answer that is not 2xx, as a sentence: GitLab's status, its message and what to try. */
import { AppError } from '../errors/app-error.js';
import { responseText, type OutboundResponse } from '../net/outbound.js';

/** GitLab writes errors as {"message": "..."}, {"message": {"field": ["..."]}} or {"error": "..."}. */
function gitlabMessage(response: OutboundResponse): string {
  let data: unknown;
  try {
    data = JSON.parse(responseText(response));
  } catch {
    return responseText(response).slice(0, 200).trim();
  }
  const { message, error } = (data ?? {}) as { message?: unknown; error?: unknown };
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.join('; ');
  if (message && typeof message === 'object') return Object.entries(message).map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(', ') : String(v)}`).join('; ');
  return typeof error === 'string' ? error : '';
}

function advice(status: number, what: string): string {
  switch (status) {
    case 401: return 'check GITLAB_TOKEN (it is missing, expired or revoked)';
    case 403: return 'the token lacks the permission for this; check GITLAB_TOKEN\'s scope (api) and role';
    case 404: return `no such ${what}, or GITLAB_TOKEN cannot see it`;
    case 405:
    case 406: return 'GitLab will not merge it as it is (draft, pipeline, approvals or conflicts); look at the merge request';
    case 409: return 'it changed meanwhile or already exists; look at it and try again';
    case 422: return 'GitLab refused the request as given; change it as the message says';
    case 429: return 'GitLab is rate-limiting this server; try again later';
    default: return status >= 500 ? 'GitLab is failing; try again later' : 'check the arguments';
  }
}

export function requireGitlabOk(response: OutboundResponse, what: string): OutboundResponse {
  if (response.status >= 200 && response.status < 300) return response;
  const message = gitlabMessage(response);
  throw new AppError('WEB-003', { message: `GitLab answered HTTP ${response.status}: ${message ? `${message}; ` : ''}${advice(response.status, what)}`, details: { status: response.status } });
}
