/** Shared bits of the client management handlers. */
import type { OperationContext } from '../../handler-types.js';
import type { Notice } from '../../../domain/oauth/client-service.js';

export function sendNotice(c: OperationContext, notice: Notice | null): void {
  c.services.oauth.notices.send(c.services.auth, notice);
}
