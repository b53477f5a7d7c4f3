/**
 * One or more requests per operation of the spec, in order (later cases may rely on
 * earlier ones). `expect` is the status a complete implementation answers; operations
 * still listed in src/http/not-implemented.json must answer 501 instead, with the error
 * body — unless the case is refused before the handler (`beforeHandler`), e.g. a 401.
 */
import type { CallOptions } from './support/client.js';

/** `session`: the contract administrator; `memberSession`: an ordinary account (role user). */
export type Auth = 'none' | 'key' | 'session' | 'memberSession';

export interface Case extends CallOptions {
  operationId: string;
  name: string;
  auth?: Auth;
  expect: number;
  beforeHandler?: boolean;
}

const json = (method: string, path: string, body: unknown) => ({ method, path, json: body });

export const cases: Case[] = [
  // system
  { operationId: 'getApiRoot', name: 'describes the API', method: 'GET', path: '/', expect: 200 },
  { operationId: 'getApiRoot', name: 'a browser gets the web app page', method: 'GET', path: '/', headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }, expect: 200 },
  { operationId: 'getHealth', name: 'reports health', method: 'GET', path: '/api/v1/health', expect: 200 },
  { operationId: 'getMetrics', name: 'reports metrics', method: 'GET', path: '/api/v1/metrics', auth: 'key', expect: 200 },

  // memory
  { operationId: 'createMemory', name: 'creates a memory', auth: 'key', ...json('POST', '/api/v1/memory', { key: 'contract-1', value: 'The user prefers green tea in the morning', scope: 'persistent', tags: ['drink'], importance: 0.7 }), expect: 201 },
  { operationId: 'createMemory', name: 'updates by key', auth: 'key', ...json('POST', '/api/v1/memory', { key: 'contract-1', value: 'The user prefers jasmine green tea in the morning', scope: 'persistent', tags: ['drink'] }), expect: 200 },
  { operationId: 'createMemory', name: 'rejects importance out of range', auth: 'key', ...json('POST', '/api/v1/memory', { key: 'bad', value: 'x', importance: 2 }), expect: 422, beforeHandler: true },
  { operationId: 'createMemory', name: 'rejects a key without a bearer when the key is invalid', headers: { authorization: 'Bearer mp_invalid' }, ...json('POST', '/api/v1/memory', { key: 'k', value: 'v' }), expect: 401, beforeHandler: true },
  { operationId: 'getMemory', name: 'reads by key', auth: 'key', method: 'GET', path: '/api/v1/memory/contract-1', expect: 200 },
  { operationId: 'getMemory', name: 'unknown key is 404', auth: 'key', method: 'GET', path: '/api/v1/memory/no-such-key', expect: 404 },
  { operationId: 'updateMemory', name: 'updates', auth: 'key', ...json('PUT', '/api/v1/memory/contract-1', { importance: 0.9 }), expect: 200 },
  { operationId: 'updateMemory', name: 'unknown key is 404', auth: 'key', ...json('PUT', '/api/v1/memory/no-such-key', { value: 'x' }), expect: 404 },
  { operationId: 'listMemories', name: 'lists', auth: 'key', method: 'GET', path: '/api/v1/memory?limit=10', expect: 200 },
  { operationId: 'listMemories', name: 'a context the caller cannot reach is 404', auth: 'key', method: 'GET', path: '/api/v1/memory', headers: { 'x-context-id': '6f1c2b8e-0d4a-4c3e-9b7a-5e2d1f0c9a84' }, expect: 404 },
  { operationId: 'createMemory', name: 'writing to a context the caller cannot reach is 404', auth: 'key', ...json('POST', '/api/v1/memory', { key: 'k', value: 'v' }), headers: { 'x-context-id': '6f1c2b8e-0d4a-4c3e-9b7a-5e2d1f0c9a84' }, expect: 404 },
  { operationId: 'listMemories', name: 'rejects an unknown scope filter', auth: 'key', method: 'GET', path: '/api/v1/memory?scope=forever', expect: 422, beforeHandler: true },
  { operationId: 'recallMemories', name: 'recalls', auth: 'key', ...json('POST', '/api/v1/recall', { query: 'what does the user drink?', k: 3 }), expect: 200 },
  { operationId: 'searchMemories', name: 'searches', auth: 'key', method: 'GET', path: '/api/v1/search?q=green%20tea', expect: 200 },
  { operationId: 'searchMemories', name: 'requires q', auth: 'key', method: 'GET', path: '/api/v1/search', expect: 422, beforeHandler: true },
  { operationId: 'submitFeedback', name: 'records feedback', auth: 'key', ...json('POST', '/api/v1/feedback', { key: 'contract-1', label: 'useful', weight: 0.5 }), expect: 201 },

  // graph
  { operationId: 'recordInteraction', name: 'records an interaction', auth: 'key', ...json('POST', '/api/v1/graph/interaction', { user_id: 'default_user', query: 'Which tea suits mornings?', response: 'Green tea has less caffeine than coffee.', ai_platform: 'claude', metadata: {} }), expect: 201 },
  { operationId: 'createInteraction', name: 'records through the collection path', auth: 'key', ...json('POST', '/api/v1/graph/interactions', { user_id: 'default_user', query: 'How do I brew jasmine tea?', response: 'Use water at 80 degrees for three minutes.' }), expect: 201 },
  { operationId: 'getUserPattern', name: 'user pattern', auth: 'key', method: 'GET', path: '/api/v1/graph/pattern/default_user', expect: 200 },
  { operationId: 'getGraphUserPattern', name: 'user pattern (users path)', auth: 'key', method: 'GET', path: '/api/v1/graph/users/default_user/pattern', expect: 200 },
  { operationId: 'getRelatedNodes', name: 'a context the caller cannot reach is 404', auth: 'key', method: 'GET', path: '/api/v1/graph/user%3Adefault_user/related', headers: { 'x-context-id': '6f1c2b8e-0d4a-4c3e-9b7a-5e2d1f0c9a84' }, expect: 404 },
  { operationId: 'getRelatedNodes', name: 'unknown node is 404', auth: 'key', method: 'GET', path: '/api/v1/graph/no-such-node/related', expect: 404 },

  { operationId: 'deleteMemory', name: 'deletes', auth: 'key', method: 'DELETE', path: '/api/v1/memory/contract-1', expect: 204 },
  { operationId: 'deleteMemory', name: 'deleting again is 404', auth: 'key', method: 'DELETE', path: '/api/v1/memory/contract-1', expect: 404 },

  // MCP transport (protocol details are covered by the MCP client tests)
  { operationId: 'postMcpMessage', name: 'requires a key', ...json('POST', '/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' }), headers: { accept: 'application/json, text/event-stream' }, expect: 401, beforeHandler: true },
  { operationId: 'postMcpMessage', name: 'requires a session after initialize', auth: 'key', ...json('POST', '/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' }), headers: { accept: 'application/json, text/event-stream' }, expect: 400 },
  { operationId: 'openMcpStream', name: 'stream without session is refused', auth: 'key', method: 'GET', path: '/mcp', headers: { accept: 'text/event-stream' }, expect: 400 },
  { operationId: 'endMcpSession', name: 'ending an unknown session is 404', auth: 'key', method: 'DELETE', path: '/mcp', headers: { 'mcp-session-id': 'no-such-session' }, expect: 404 },
  // OAuth discovery (RFC 8414, RFC 9728)
  { operationId: 'getAuthorizationServerMetadata', name: 'authorization server metadata', method: 'GET', path: '/.well-known/oauth-authorization-server', expect: 200 },
  { operationId: 'getProtectedResourceMetadata', name: 'protected resource metadata', method: 'GET', path: '/.well-known/oauth-protected-resource', expect: 200 },
  { operationId: 'getMcpProtectedResourceMetadata', name: 'MCP protected resource metadata', method: 'GET', path: '/.well-known/oauth-protected-resource/mcp', expect: 200 },

  // A1 public sign-in operations
  { operationId: 'listAuthProviders', name: 'lists enabled providers', method: 'GET', path: '/api/v1/auth/providers', expect: 200 },
  { operationId: 'getAuthConfig', name: 'authentication configuration', method: 'GET', path: '/api/v1/auth/config', expect: 200 },
  { operationId: 'loginWithPassword', name: 'unknown account gets the generic 401', ...json('POST', '/api/v1/auth/login', { login_id: 'nobody@example.com', password: 'correct horse battery staple' }), expect: 401 },
  { operationId: 'loginWithPassword', name: 'missing password is 422', ...json('POST', '/api/v1/auth/login', { login_id: 'nobody@example.com' }), expect: 422, beforeHandler: true },
  { operationId: 'verifyMfa', name: 'unknown MFA token is 401', ...json('POST', '/api/v1/auth/mfa/verify', { mfa_token: 'no-such-token-000000000000000000', code: '123456' }), expect: 401 },
  { operationId: 'getBrowserSession', name: 'a browser without a session is told so with 200', method: 'GET', path: '/api/v1/auth/session', expect: 200 },
  { operationId: 'getBrowserSession', name: 'an API key is not a browser session', auth: 'key', method: 'GET', path: '/api/v1/auth/session', expect: 200 },
  { operationId: 'logout', name: 'logout without a session succeeds', method: 'POST', path: '/api/v1/auth/logout?scope=all', expect: 200 },
  { operationId: 'startIdpALogin', name: 'provider A not configured is 404', method: 'GET', path: '/api/v1/auth/idp_a/login', expect: 404 },
  { operationId: 'startIdpALogin', name: 'provider A not configured sends a browser to the sign-in page', method: 'GET', path: '/api/v1/auth/idp_a/login?return_to=%2Fdashboard', expect: 303 },
  { operationId: 'completeIdpALogin', name: 'callback with a bad state redirects to /login', method: 'GET', path: '/api/v1/auth/idp_a/callback?code=x&state=forged', expect: 303 },
  { operationId: 'startIdpBLogin', name: 'provider B not configured is 404', method: 'GET', path: '/api/v1/auth/idp_b/login', expect: 404 },
  { operationId: 'startIdpBLogin', name: 'provider B not configured sends a browser to the sign-in page', method: 'GET', path: '/api/v1/auth/idp_b/login?return_to=%2Fdashboard', expect: 303 },
  { operationId: 'completeIdpBLogin', name: 'callback with a provider error redirects to /login', method: 'GET', path: '/api/v1/auth/idp_b/callback?error=access_denied&state=forged', expect: 303 },
  { operationId: 'requestPasswordReset', name: 'always accepted', ...json('POST', '/api/v1/auth/password/reset-request', { email: 'someone@example.com' }), expect: 202 },
  { operationId: 'resetPassword', name: 'unknown link is 400', ...json('POST', '/api/v1/auth/password/reset', { token: 'no-such-link-0000000000000000000000', new_password: 'a sufficiently long passphrase 42' }), expect: 400 },
  { operationId: 'setupPassword', name: 'unknown link is 400', ...json('POST', '/api/v1/auth/password/setup', { token: 'no-such-link-0000000000000000000000', new_password: 'a sufficiently long passphrase 42' }), expect: 400 },

  // A1/A2/A3 session-only operations refuse callers without a session
  ...([
    ['listSessionAccounts', 'GET', '/api/v1/auth/accounts'],
    ['switchAccount', 'POST', '/api/v1/auth/accounts/switch', { account_id: '00000000-0000-4000-8000-000000000099' }],
    ['getCurrentUser', 'GET', '/api/v1/auth/me'],
    ['getUser', 'GET', '/api/v1/users/me'],
    ['getUserProfile', 'GET', '/api/v1/users/profile'],
    ['updateUserProfile', 'PUT', '/api/v1/users/profile', { name: 'Ada' }],
    ['createErasureRequest', 'POST', '/api/v1/me/account/erasure-request'],
    ['getErasureRequest', 'GET', '/api/v1/me/account/erasure-request'],
    ['cancelErasureRequest', 'DELETE', '/api/v1/me/account/erasure-request'],
    ['confirmErasureRequest', 'POST', '/api/v1/me/account/erasure-confirm', { token: 'x' }],
    ['linkProvider', 'POST', '/api/v1/me/account/link-provider', { provider: 'idp_a' }],
    ['unlinkProvider', 'POST', '/api/v1/me/account/unlink-provider', { provider: 'idp_a' }],
    ['listLinkedProviders', 'GET', '/api/v1/me/account/providers'],
    ['listIdentityLinks', 'GET', '/api/v1/me/account/identity-links'],
    ['createIdentityLink', 'POST', '/api/v1/me/account/identity-links', { account_id: '00000000-0000-4000-8000-000000000099' }],
    ['unlinkIdentity', 'POST', '/api/v1/me/account/identity-links/unlink', { account_id: '00000000-0000-4000-8000-000000000099' }],
    ['leaveIdentityLinks', 'POST', '/api/v1/me/account/identity-links/leave'],
    ['refreshOAuth', 'POST', '/api/v1/me/refresh-oauth', {}],
    ['listOAuthGrants', 'GET', '/api/v1/me/oauth/grants'],
    ['setGrantDefaultContext', 'PUT', '/api/v1/me/oauth/grants/some-client/default-context', { context_id: null }],
    ['clearGrantDefaultContext', 'DELETE', '/api/v1/me/oauth/grants/some-client/default-context'],
    ['acceptTerms', 'POST', '/api/v1/me/terms-acceptance', { version: '1' }],
    ['requestPasswordSetup', 'POST', '/api/v1/me/password/setup-request'],
    ['changePassword', 'POST', '/api/v1/me/password/change', { current_password: 'a', new_password: 'a sufficiently long passphrase 42' }],
    ['removePassword', 'DELETE', '/api/v1/me/password', { current_password: 'a' }],
    ['startTotpEnrolment', 'POST', '/api/v1/me/mfa/totp'],
    ['confirmTotpEnrolment', 'POST', '/api/v1/me/mfa/totp/confirm', { code: '123456' }],
    ['disableTotp', 'DELETE', '/api/v1/me/mfa/totp', { password: 'a' }],
    ['regenerateRecoveryCodes', 'POST', '/api/v1/me/mfa/recovery-codes', { password: 'a' }],
    ['listUsers', 'GET', '/api/v1/admin/users'],
    ['listInvitations', 'GET', '/api/v1/admin/invitations'],
    ['createInvitation', 'POST', '/api/v1/admin/invitations', {}],
    ['revokeInvitation', 'DELETE', '/api/v1/admin/invitations/00000000-0000-4000-8000-000000000099'],
    ['revokeOAuthGrant', 'DELETE', '/api/v1/me/oauth/grants/some-client'],
    ['listMyContexts', 'GET', '/api/v1/me/contexts'],
    ['listMySessions', 'GET', '/api/v1/me/sessions'],
    ['revokeMySession', 'DELETE', '/api/v1/me/sessions/00000000-0000-4000-8000-000000000099'],
    ['revokeMyOtherSessions', 'DELETE', '/api/v1/me/sessions'],
    ['listMyApiKeys', 'GET', '/api/v1/me/api-keys'],
    ['createMyApiKey', 'POST', '/api/v1/me/api-keys', { name: 'laptop' }],
    ['revokeMyApiKey', 'DELETE', '/api/v1/me/api-keys/laptop'],
    ['listMyAuditEvents', 'GET', '/api/v1/me/audit-events'],
  ] as Array<[string, string, string, unknown?]>).map(([operationId, method, path, body]): Case => ({
    operationId, name: 'no session is 401', method, path, ...(body === undefined ? {} : { json: body }), expect: 401, beforeHandler: true,
  })),
  { operationId: 'showAuthorizationConsent', name: 'no session is a 303 to the sign-in page', method: 'GET', path: '/oauth/authorize?client_id=c&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb', expect: 303 },
  { operationId: 'showDeviceVerification', name: 'no session is a 303 to the sign-in page', method: 'GET', path: '/oauth/device', expect: 303 },
  { operationId: 'submitAuthorizationConsent', name: 'no session is a 403 page', method: 'POST', path: '/oauth/authorize?client_id=c&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb', form: { action: 'approve', csrf_token: 'x' }, expect: 403, beforeHandler: true },
  { operationId: 'submitDeviceVerification', name: 'no session is a 403 page', method: 'POST', path: '/oauth/device', form: { user_code: 'BCDF-GHJK', csrf_token: 'x' }, expect: 403, beforeHandler: true },

  // Signed in with a browser session
  { operationId: 'showDeviceVerification', name: 'an unknown code shows the entry form again with the error', auth: 'session', method: 'GET', path: '/oauth/device?user_code=BCDF-GHJK', expect: 400 },
  { operationId: 'getCurrentUser', name: 'current user', auth: 'session', method: 'GET', path: '/api/v1/auth/me', expect: 200 },
  { operationId: 'getCurrentUser', name: 'an API key is refused with 403', auth: 'key', method: 'GET', path: '/api/v1/auth/me', expect: 403, beforeHandler: true },
  { operationId: 'getBrowserSession', name: 'signed-in state with the user and accounts', auth: 'session', method: 'GET', path: '/api/v1/auth/session', expect: 200 },
  { operationId: 'listSessionAccounts', name: 'accounts on this browser', auth: 'session', method: 'GET', path: '/api/v1/auth/accounts', expect: 200 },
  { operationId: 'switchAccount', name: 'an account not in the session is 404', auth: 'session', ...json('POST', '/api/v1/auth/accounts/switch', { account_id: '00000000-0000-4000-8000-000000000099' }), expect: 404 },
  { operationId: 'getUser', name: 'user record', auth: 'session', method: 'GET', path: '/api/v1/users/me', expect: 200 },
  { operationId: 'getUserProfile', name: 'profile', auth: 'session', method: 'GET', path: '/api/v1/users/profile', expect: 200 },
  { operationId: 'updateUserProfile', name: 'updates the profile', auth: 'session', ...json('PUT', '/api/v1/users/profile', { name: 'Ada', timezone: 'Europe/Paris', locale: 'fr-FR' }), expect: 200 },
  { operationId: 'updateUserProfile', name: 'an unknown time zone is 422', auth: 'session', ...json('PUT', '/api/v1/users/profile', { timezone: 'Mars/Olympus_Mons' }), expect: 422 },
  { operationId: 'startTotpEnrolment', name: 'starts TOTP enrolment', auth: 'session', method: 'POST', path: '/api/v1/me/mfa/totp', expect: 200 },
  { operationId: 'confirmTotpEnrolment', name: 'a wrong code is refused', auth: 'session', ...json('POST', '/api/v1/me/mfa/totp/confirm', { code: '000000' }), expect: 400 },
  { operationId: 'regenerateRecoveryCodes', name: 'needs TOTP enabled first', auth: 'session', ...json('POST', '/api/v1/me/mfa/recovery-codes', { password: 'quiet lanterns drift over 9 hills' }), expect: 409 },
  { operationId: 'disableTotp', name: 'needs TOTP enabled first', auth: 'session', ...json('DELETE', '/api/v1/me/mfa/totp', { password: 'quiet lanterns drift over 9 hills' }), expect: 409 },
  { operationId: 'getErasureRequest', name: 'no active request', auth: 'session', method: 'GET', path: '/api/v1/me/account/erasure-request', expect: 200 },
  { operationId: 'listOAuthGrants', name: 'grants of the caller', auth: 'session', method: 'GET', path: '/api/v1/me/oauth/grants', expect: 200 },
  { operationId: 'listLinkedProviders', name: 'linked providers', auth: 'session', method: 'GET', path: '/api/v1/me/account/providers', expect: 200 },
  { operationId: 'listIdentityLinks', name: 'identity links', auth: 'session', method: 'GET', path: '/api/v1/me/account/identity-links', expect: 200 },
  // A3 account management (the contract admin is the protected initial admin, with a password, no provider)
  { operationId: 'createErasureRequest', name: 'the protected initial admin cannot be erased', auth: 'session', method: 'POST', path: '/api/v1/me/account/erasure-request', expect: 403 },
  { operationId: 'cancelErasureRequest', name: 'no active request is 404', auth: 'session', method: 'DELETE', path: '/api/v1/me/account/erasure-request', expect: 404 },
  { operationId: 'confirmErasureRequest', name: 'an unknown token is 400', auth: 'session', ...json('POST', '/api/v1/me/account/erasure-confirm', { token: 'not-a-real-confirmation-token', password: 'quiet lanterns drift over 9 hills' }), expect: 400 },
  { operationId: 'linkProvider', name: 'a provider that is not enabled is 422', auth: 'session', ...json('POST', '/api/v1/me/account/link-provider', { provider: 'idp_z' }), expect: 422 },
  { operationId: 'unlinkProvider', name: 'a provider that is not linked is 404', auth: 'session', ...json('POST', '/api/v1/me/account/unlink-provider', { provider: 'idp_a' }), expect: 404 },
  { operationId: 'createIdentityLink', name: 'an account not signed in on this browser is 404', auth: 'session', ...json('POST', '/api/v1/me/account/identity-links', { account_id: '00000000-0000-4000-8000-000000000099' }), expect: 404 },
  { operationId: 'unlinkIdentity', name: 'not linked is 404', auth: 'session', ...json('POST', '/api/v1/me/account/identity-links/unlink', { account_id: '00000000-0000-4000-8000-000000000099' }), expect: 404 },
  { operationId: 'leaveIdentityLinks', name: 'not linked is 404', auth: 'session', method: 'POST', path: '/api/v1/me/account/identity-links/leave', expect: 404 },
  { operationId: 'refreshOAuth', name: 'a password user is 400', auth: 'session', ...json('POST', '/api/v1/me/refresh-oauth', {}), expect: 400 },
  { operationId: 'acceptTerms', name: 'no terms version configured is 404', auth: 'session', ...json('POST', '/api/v1/me/terms-acceptance', { version: '1' }), expect: 404 },
  { operationId: 'requestPasswordSetup', name: 'an account with a password is 409', auth: 'session', method: 'POST', path: '/api/v1/me/password/setup-request', expect: 409 },
  { operationId: 'changePassword', name: 'a wrong current password is 403', auth: 'session', ...json('POST', '/api/v1/me/password/change', { current_password: 'not the password', new_password: 'a sufficiently long passphrase 42' }), expect: 403 },
  { operationId: 'changePassword', name: 'a new password breaking the policy is 422', auth: 'session', ...json('POST', '/api/v1/me/password/change', { current_password: 'quiet lanterns drift over 9 hills', new_password: 'short' }), expect: 422 },
  { operationId: 'removePassword', name: 'a wrong current password is 403', auth: 'session', ...json('DELETE', '/api/v1/me/password', { current_password: 'not the password' }), expect: 403 },
  { operationId: 'removePassword', name: 'no provider linked is 409', auth: 'session', ...json('DELETE', '/api/v1/me/password', { current_password: 'quiet lanterns drift over 9 hills' }), expect: 409 },
  // Browser account management: contexts, sessions, API keys, audit trail, grants
  { operationId: 'listMyContexts', name: 'an API key is refused with 403', auth: 'key', method: 'GET', path: '/api/v1/me/contexts', expect: 403, beforeHandler: true },
  { operationId: 'listMyContexts', name: 'readable contexts', auth: 'session', method: 'GET', path: '/api/v1/me/contexts', expect: 200 },
  { operationId: 'listMySessions', name: 'browser sessions of the account', auth: 'session', method: 'GET', path: '/api/v1/me/sessions', expect: 200 },
  { operationId: 'revokeMySession', name: 'an unknown session is 404', auth: 'session', method: 'DELETE', path: '/api/v1/me/sessions/00000000-0000-4000-8000-000000000099', expect: 404 },
  { operationId: 'revokeMySession', name: 'a malformed id is 422', auth: 'session', method: 'DELETE', path: '/api/v1/me/sessions/not-a-uuid', expect: 422, beforeHandler: true },
  { operationId: 'revokeMyOtherSessions', name: 'signs out of the other sessions', auth: 'session', method: 'DELETE', path: '/api/v1/me/sessions', expect: 200 },
  { operationId: 'createMyApiKey', name: 'creates a key of the account', auth: 'session', ...json('POST', '/api/v1/me/api-keys', { name: 'contract-laptop' }), expect: 201 },
  { operationId: 'createMyApiKey', name: 'a name in use is 409', auth: 'session', ...json('POST', '/api/v1/me/api-keys', { name: 'contract-laptop' }), expect: 409 },
  { operationId: 'createMyApiKey', name: 'an unknown context is 404', auth: 'session', ...json('POST', '/api/v1/me/api-keys', { name: 'contract-other', context_id: '00000000-0000-4000-8000-000000000099' }), expect: 404 },
  { operationId: 'createMyApiKey', name: 'a cookie-authenticated write with a wrong CSRF token is 403', auth: 'session', headers: { 'x-csrf-token': 'not-the-token' }, ...json('POST', '/api/v1/me/api-keys', { name: 'contract-csrf' }), expect: 403, beforeHandler: true },
  { operationId: 'createMyApiKey', name: 'a bad name is 422', auth: 'session', ...json('POST', '/api/v1/me/api-keys', { name: 'has space' }), expect: 422, beforeHandler: true },
  { operationId: 'listMyApiKeys', name: 'keys of the account', auth: 'session', method: 'GET', path: '/api/v1/me/api-keys', expect: 200 },
  { operationId: 'revokeMyApiKey', name: 'revokes', auth: 'session', method: 'DELETE', path: '/api/v1/me/api-keys/contract-laptop', expect: 204 },
  { operationId: 'revokeMyApiKey', name: 'revoking again is 404', auth: 'session', method: 'DELETE', path: '/api/v1/me/api-keys/contract-laptop', expect: 404 },
  { operationId: 'listMyAuditEvents', name: 'audit trail of the account', auth: 'session', method: 'GET', path: '/api/v1/me/audit-events?limit=5', expect: 200 },
  { operationId: 'listMyAuditEvents', name: 'a limit over 100 is 422', auth: 'session', method: 'GET', path: '/api/v1/me/audit-events?limit=101', expect: 422, beforeHandler: true },
  { operationId: 'listMyAuditEvents', name: 'a forged cursor is 422', auth: 'session', method: 'GET', path: '/api/v1/me/audit-events?cursor=forged', expect: 422 },
  { operationId: 'revokeOAuthGrant', name: 'no grant for that client is 404', auth: 'session', method: 'DELETE', path: '/api/v1/me/oauth/grants/no-such-client', expect: 404 },
  // Administration (role admin); the fixtures hold an ordinary member account and invitation 0…a1
  { operationId: 'listUsers', name: 'lists accounts', auth: 'session', method: 'GET', path: '/api/v1/admin/users', expect: 200 },
  { operationId: 'listUsers', name: 'filters and pages', auth: 'session', method: 'GET', path: '/api/v1/admin/users?q=contract&limit=1', expect: 200 },
  { operationId: 'listUsers', name: 'a non-admin session is 403', auth: 'memberSession', method: 'GET', path: '/api/v1/admin/users', expect: 403 },
  { operationId: 'listUsers', name: 'an API key is refused with 403', auth: 'key', method: 'GET', path: '/api/v1/admin/users', expect: 403, beforeHandler: true },
  { operationId: 'listUsers', name: 'a limit over 100 is 422', auth: 'session', method: 'GET', path: '/api/v1/admin/users?limit=101', expect: 422, beforeHandler: true },
  { operationId: 'listUsers', name: 'a forged cursor is 422', auth: 'session', method: 'GET', path: '/api/v1/admin/users?cursor=forged', expect: 422 },
  { operationId: 'createInvitation', name: 'creates an invitation and mails its link', auth: 'session', ...json('POST', '/api/v1/admin/invitations', { email: 'guest@example.com', note: 'Contract guest', expires_in_days: 7 }), expect: 201 },
  { operationId: 'createInvitation', name: 'creates an invitation with the defaults', auth: 'session', ...json('POST', '/api/v1/admin/invitations', {}), expect: 201 },
  { operationId: 'createInvitation', name: 'more than 90 days is 422', auth: 'session', ...json('POST', '/api/v1/admin/invitations', { expires_in_days: 91 }), expect: 422, beforeHandler: true },
  { operationId: 'createInvitation', name: 'a non-admin session is 403', auth: 'memberSession', ...json('POST', '/api/v1/admin/invitations', {}), expect: 403 },
  { operationId: 'listInvitations', name: 'lists invitations', auth: 'session', method: 'GET', path: '/api/v1/admin/invitations', expect: 200 },
  { operationId: 'listInvitations', name: 'a non-admin session is 403', auth: 'memberSession', method: 'GET', path: '/api/v1/admin/invitations', expect: 403 },
  { operationId: 'revokeInvitation', name: 'a non-admin session is 403', auth: 'memberSession', method: 'DELETE', path: '/api/v1/admin/invitations/00000000-0000-4000-8000-0000000000a1', expect: 403 },
  { operationId: 'revokeInvitation', name: 'revokes', auth: 'session', method: 'DELETE', path: '/api/v1/admin/invitations/00000000-0000-4000-8000-0000000000a1', expect: 204 },
  { operationId: 'revokeInvitation', name: 'revoking again is 204', auth: 'session', method: 'DELETE', path: '/api/v1/admin/invitations/00000000-0000-4000-8000-0000000000a1', expect: 204 },
  { operationId: 'revokeInvitation', name: 'an unknown invitation is 404', auth: 'session', method: 'DELETE', path: '/api/v1/admin/invitations/00000000-0000-4000-8000-000000000099', expect: 404 },
  { operationId: 'revokeInvitation', name: 'a malformed id is 422', auth: 'session', method: 'DELETE', path: '/api/v1/admin/invitations/not-a-uuid', expect: 422, beforeHandler: true },
  { operationId: 'logout', name: 'signing out of the current account ends a one-account session', auth: 'session', method: 'POST', path: '/api/v1/auth/logout?scope=current', expect: 200 },

  // A4 OAuth server
  { operationId: 'listOAuthProviders', name: 'lists login providers', method: 'GET', path: '/oauth/providers', expect: 200 },
  { operationId: 'createOAuthClient', name: 'creates a client', auth: 'key', ...json('POST', '/oauth/clients', { client_name: 'Contract client', redirect_uris: ['http://127.0.0.1:9999/callback'] }), expect: 201 },
  { operationId: 'listOAuthClients', name: 'lists clients', auth: 'key', method: 'GET', path: '/oauth/clients', expect: 200 },
  { operationId: 'getOAuthClient', name: 'unknown client is 404', auth: 'key', method: 'GET', path: '/oauth/clients/no-such-client', expect: 404 },
  { operationId: 'updateOAuthClient', name: 'unknown client is 404', auth: 'key', ...json('PUT', '/oauth/clients/no-such-client', { client_name: 'x' }), expect: 404 },
  { operationId: 'hideOAuthClientSecret', name: 'unknown client is 404', auth: 'key', method: 'POST', path: '/oauth/clients/no-such-client/hide', expect: 404 },
  { operationId: 'regenerateOAuthClientSecret', name: 'unknown client is 404', auth: 'key', method: 'POST', path: '/oauth/clients/no-such-client/regenerate-secret', expect: 404 },
  { operationId: 'deleteOAuthClient', name: 'unknown client is 404', auth: 'key', method: 'DELETE', path: '/oauth/clients/no-such-client', expect: 404 },
  { operationId: 'registerOAuthClient', name: 'dynamic registration of a known AI client', ...json('POST', '/oauth/register', { client_name: 'Claude', redirect_uris: ['http://127.0.0.1:33418/callback'], token_endpoint_auth_method: 'none' }), expect: 201 },
  { operationId: 'issueToken', name: 'unknown client is invalid_client', method: 'POST', path: '/oauth/token', form: { grant_type: 'authorization_code', code: 'nope', client_id: 'nope', redirect_uri: 'http://127.0.0.1/cb', code_verifier: 'x'.repeat(43) }, expect: 401 },
  { operationId: 'issueToken', name: 'unsupported grant type', method: 'POST', path: '/oauth/token', form: { grant_type: 'password', client_id: 'nope' }, expect: 400, beforeHandler: true },
  { operationId: 'authorizeDevice', name: 'unknown client is invalid_client', method: 'POST', path: '/oauth/device/authorize', form: { client_id: 'no-such-client' }, expect: 400 },
  { operationId: 'authorizeDevice', name: 'missing client_id is invalid_request', method: 'POST', path: '/oauth/device/authorize', form: { scope: 'memory:read' }, expect: 400, beforeHandler: true },
  { operationId: 'revokeToken', name: 'revoking an unknown token is 200 (RFC 7009)', method: 'POST', path: '/oauth/revoke', form: { token: 'unknown' }, expect: 200 },
];
