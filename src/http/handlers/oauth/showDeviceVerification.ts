import type { OperationHandler } from '../../handler-types.js';
import { DeviceCodeError } from '../../../domain/oauth/device-service.js';
import { errorPage, escapeHtml, hiddenField, htmlPage, permissionList, sessionOf, toSignIn } from './pages.js';

/** GET /oauth/device: enter the code from the device, or confirm the one in the link. */
const showDeviceVerification: OperationHandler = async (c) => {
  const session = sessionOf(c);
  if (!session) return toSignIn(c);
  const csrf = c.services.oauth.csrf.issue(session.sessionId, 'device');
  const userCode = typeof c.query.user_code === 'string' ? c.query.user_code : '';
  if (!userCode) {
    return htmlPage(200, 'Connect a device', `
<p>Enter the code shown on your device.</p>
<form method="get" action="/oauth/device">
<input name="user_code" autocomplete="off" autocapitalize="characters" maxlength="16" placeholder="XXXX-XXXX" required>
<button type="submit">Continue</button>
</form>`);
  }
  let device;
  try {
    device = await c.services.oauth.devices.pending(userCode);
  } catch (err) {
    if (err instanceof DeviceCodeError) return errorPage(400, err.message);
    throw err;
  }
  return htmlPage(200, 'Connect a device', `
<p><strong>${escapeHtml(device.client.client_name)}</strong> on the device showing <code>${escapeHtml(device.userCode)}</code> wants to access your Memory Platform account.</p>
<p>It will be able to:</p>
${permissionList(device.scope)}
<p>Only continue if you started this on a device you own and the code matches.</p>
<form method="post" action="/oauth/device">
${hiddenField('csrf_token', csrf)}${hiddenField('user_code', device.userCode)}
<button type="submit" name="action" value="approve">Allow</button>
<button type="submit" name="action" value="deny">Deny</button>
</form>`);
};
export default showDeviceVerification;
