import type { Env, SettingDoc } from './env.js';

export const oauthSettings: SettingDoc[] = [];

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OauthConfig {}

export function loadOauthConfig(_env: Env): OauthConfig {
  return {};
}
