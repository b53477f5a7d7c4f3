/** Outgoing email: SMTP when configured, otherwise an outbox in the database. */
import { readOptional, readString, readInt, ConfigError, type Env, type SettingDoc } from './env.js';

export const mailSettings: SettingDoc[] = [
  { env: 'SMTP_URL', default: '(unset)', description: 'SMTP server as smtp://user:pass@host:port or smtps://...; when unset, messages go to the database outbox (read them with `memplat mail list` / `memplat mail show <id>`).' },
  { env: 'MAIL_FROM', default: 'Memory Platform <no-reply@localhost>', description: 'Sender address of every message.' },
  { env: 'SMTP_TIMEOUT_MS', default: '10000', description: 'Connection and send timeout for SMTP.' },
];

export interface MailConfig {
  smtpUrl?: string;
  from: string;
  smtpTimeoutMs: number;
}

export function loadMailConfig(env: Env): MailConfig {
  const smtpUrl = readOptional(env, 'SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  return {
    smtpUrl,
    from: readString(env, 'MAIL_FROM', 'Memory Platform <no-reply@localhost>'),
    smtpTimeoutMs: readInt(env, 'SMTP_TIMEOUT_MS', 10_000, 100),
  };
}
