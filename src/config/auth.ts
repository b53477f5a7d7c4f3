import type { Env, SettingDoc } from './env.js';

export const authSettings: SettingDoc[] = [];

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AuthConfig {}

export function loadAuthConfig(_env: Env): AuthConfig {
  return {};
}
