import type Koa from 'koa';
import { AppError, issueField, ValidationError } from '../../domain/errors/app-error.js';
import { OAuthProtocolError } from '../../domain/errors/oauth-error.js';
import type { Logger } from '../../logger.js';
import { failureModeOf } from '../contract.js';
import { errorPage } from '../html-page.js';

function setHeaders(ctx: Koa.Context, headers?: Record<string, string>) {
  for (const [k, v] of Object.entries(headers ?? {})) ctx.set(k, v);
}

function describe(err: AppError): string {
  return err instanceof ValidationError
    ? err.issues.map((i) => `${issueField(err, i, 'body')}: ${i.msg}`).join('; ')
    : err.message;
}

/** RFC 6749 §5.2 (and RFC 7591 §3.2.2 for registration) view of a service error. */
function toOAuthError(err: AppError, operationId: string): OAuthProtocolError {
  if (err.status === 401) return new OAuthProtocolError('invalid_client', describe(err), 401, err.headers);
  if (err.status === 429) return new OAuthProtocolError('slow_down', describe(err), 429, err.headers);
  return new OAuthProtocolError(oauthErrorOf(err, operationId), describe(err), err.status === 413 ? 413 : 400, err.headers);
}

/**
 * The RFC's name for a request the schema refused: client metadata at registration
 * (RFC 7591 §3.2.2), a grant_type outside the ones the server has (RFC 6749 §5.2:
 * unsupported_grant_type, not invalid_request — request validation checks it against the
 * spec's list before the grant registry sees it), otherwise invalid_request.
 */
function oauthErrorOf(err: AppError, operationId: string): string {
  if (!(err instanceof ValidationError)) return 'invalid_request';
  if (operationId === 'registerOAuthClient') return 'invalid_client_metadata';
  const unknownGrant = err.issues.some((i) => i.type === 'enum' && i.loc.length === 2 && i.loc[0] === 'body' && i.loc[1] === 'grant_type');
  return operationId === 'issueToken' && unknownGrant ? 'unsupported_grant_type' : 'invalid_request';
}

/** Maps a request-parsing error thrown by koa-body / raw-body to a catalogued error. */
function fromTransportError(err: { status?: number; type?: string; expose?: boolean }): AppError | null {
  if (err.status === 413 || err.type === 'entity.too.large') return new AppError('REQUEST-004');
  if (err.status === 415 || err.type === 'encoding.unsupported') return new AppError('REQUEST-003');
  if (err.status === 400) return new AppError('REQUEST-002');
  return null;
}

/** Tells an outage of a dependency from a fault: the catalogued error to answer instead (it logs the outage itself). */
export interface OutageClassifier {
  unavailable(error: unknown): AppError | undefined;
}

/**
 * The one place errors become responses: catalogued errors get their status and
 * `{code, message, request_id}`; validation errors the 422 `HTTPValidationError`;
 * OAuth protocol operations the RFC 6749 shape; the database out of reach a 503
 * DATABASE-001 with Retry-After (its outage logged once, by `outages`); anything else a
 * generic 500 whose details stay in the log.
 */
export function errorHandler(logger: Logger, outages?: OutageClassifier): Koa.Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (raw) {
      const requestId = String(ctx.state.requestId ?? '');
      const operationId = ctx.state.operationId as string | undefined;
      let err: unknown = raw;
      let outage: AppError | undefined;
      if (!(err instanceof AppError) && !(err instanceof OAuthProtocolError)) {
        outage = outages?.unavailable(raw);
        err = outage ?? fromTransportError(raw as never) ?? raw;
      }
      const mode = failureModeOf(operationId);
      if (mode && err instanceof AppError && err.status < 500) {
        if (mode === 'redirect-login') {
          // Browser callbacks never end in raw JSON.
          ctx.status = 303;
          ctx.set('Location', '/login?error=invalid_request');
          ctx.set('Cache-Control', 'no-store');
          ctx.body = '';
          return;
        }
        if (mode === 'html-error') {
          // A page reached without (or with the wrong) sign-in is forbidden, anything else malformed.
          const page = errorPage(err.status === 401 || err.status === 403 ? 403 : 400, describe(err));
          ctx.status = page.status;
          setHeaders(ctx, page.headers);
          ctx.type = page.contentType;
          ctx.body = page.body;
          return;
        }
        err = toOAuthError(err, operationId!);
      }
      if (err instanceof OAuthProtocolError) {
        ctx.status = err.status;
        setHeaders(ctx, { 'Cache-Control': 'no-store', ...err.headers });
        ctx.body = { error: err.error, error_description: err.description };
        return;
      }
      if (err instanceof ValidationError) {
        ctx.status = 422;
        ctx.body = { detail: err.issues, code: err.code, request_id: requestId };
        return;
      }
      if (err instanceof AppError) {
        ctx.status = err.status;
        setHeaders(ctx, err.headers);
        ctx.body = { code: err.code, message: err.message, request_id: requestId, ...(err.details ? { details: err.details } : {}) };
        if (outage) logger.debug({ requestId, code: err.code }, 'request refused: dependency unavailable');
        else if (err.status >= 500 && err.status !== 501) logger.error({ err: raw, requestId, code: err.code }, 'request failed');
        return;
      }
      logger.error({ err: raw, requestId, operationId }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { code: 'SYSTEM-001', message: 'Internal server error', request_id: requestId };
    }
  };
}
