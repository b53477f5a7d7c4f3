/** Shared bits of the client management handlers. */
import type { RequestContext } from '../../handler-types.js';
import type { Notice } from '../../../domain/oauth/client-service.js';
import { sendOAuthNotice } from '../../../domain/oauth/notices.js';

export function sendNotice(c: RequestContext, notice: Notice | null): void {
  sendOAuthNotice(c.services.auth, notice);
}
