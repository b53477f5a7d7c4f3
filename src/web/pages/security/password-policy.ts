/**
 * What the password forms share: the server's password policy (from the public auth
 * configuration) as a hint and a quick length check before sending, and the server's
 * 422 policy messages as plain sentences.
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../../api/client';
import { describeError } from '../../api/errors';
import type { Schemas } from '../../api/types';

export type AuthConfig = Schemas['AuthConfigResponse'];
export type PasswordPolicy = Schemas['PasswordPolicy'];

/** The public auth configuration (providers, terms version, password policy); null while loading. */
export function useAuthConfig(): AuthConfig | null {
  const [config, setConfig] = useState<AuthConfig | null>(null);
  useEffect(() => {
    void api.GET('/api/v1/auth/config').then((r) => setConfig(r.data ?? null));
  }, []);
  return config;
}

/** A provider's display name ("Identity Provider A"), or its id when the server no longer offers it. */
export function providerName(id: string, config: AuthConfig | null): string {
  return config?.providers.find((p) => p.id === id)?.name ?? id;
}

/** The rules in one sentence; the server also refuses common, easily guessed and identifying passwords and says why. */
export function policyHint(policy: PasswordPolicy | undefined): string {
  const min = policy?.min_length ?? 12;
  const max = policy?.max_length ?? 128;
  return `At least ${min} characters (at most ${max}). A few unrelated words make a good password; common or easily guessed ones (repeats, sequences, keyboard rows) and ones containing your login ID or email address are refused.`;
}

/** Problems the browser can see before asking the server: length and a mistyped confirmation. */
export function localPasswordProblem(password: string, confirmation: string, policy: PasswordPolicy | undefined): string | null {
  const length = [...password.normalize('NFKC')].length;
  if (policy && length < policy.min_length) return `The new password is too short: use at least ${policy.min_length} characters.`;
  if (policy && length > policy.max_length) return `The new password is too long: use at most ${policy.max_length} characters.`;
  if (password !== confirmation) return 'The two new passwords do not match.';
  return null;
}

interface ValidationBody {
  detail?: Array<{ msg?: string }>;
}

/** A 422 policy answer lists its reasons; they read as sentences without the field name. */
export function passwordErrorText(error: unknown): string {
  const detail = (error as ValidationBody | undefined)?.detail;
  if (Array.isArray(detail) && detail.length > 0) {
    return detail.map((d) => (d.msg ?? 'Invalid value').replace(/\.?$/, '.')).join(' ');
  }
  return describeError(error);
}

/** "Try again in 5 minutes" from a Retry-After header, when the server sent one. */
export function retryAfterText(response: Response): string {
  const seconds = Number(response.headers.get('Retry-After'));
  if (!Number.isFinite(seconds) || seconds <= 0) return 'Try again later.';
  if (seconds < 90) return `Try again in ${Math.ceil(seconds)} seconds.`;
  return `Try again in ${Math.ceil(seconds / 60)} minutes.`;
}
