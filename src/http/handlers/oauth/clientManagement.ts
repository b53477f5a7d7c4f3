/** Shared bits of the client management handlers. */
import type { RequestContext } from '../../handler-types.js';
import type { Notice } from '../../../domain/oauth/client-service.js';

export function sendNotice(c: RequestContext, notice: Notice | null): void {
  c.services.oauth.notices.send(c.services.auth, notice);
}
