import type { Env, SettingDoc } from './env.js';

export const mailSettings: SettingDoc[] = [];

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MailConfig {}

export function loadMailConfig(_env: Env): MailConfig {
  return {};
}
