import { describe, expect, it } from 'vitest';
import { activityLabel } from './activity-labels';

describe('activityLabel', () => {
  it('puts recorded events in words, the sign-in steps and app authorizations included', () => {
    expect(activityLabel('auth.login_password_ok_mfa_required')).toBe('Password accepted, second step asked');
    expect(activityLabel('oauth.grant_created')).toBe('App authorized');
    expect(activityLabel('oauth.grant_revoked')).toBe('App access revoked');
  });

  it('shows an unknown action as recorded, never a prototype property', () => {
    expect(activityLabel('contract.something_new')).toBe('contract.something_new');
    expect(activityLabel('toString')).toBe('toString');
  });
});
