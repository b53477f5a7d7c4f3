/**
 * `memplat admin rotate-secrets`: re-seals every stored secret (TOTP secrets, OAuth client
 * secrets, identity-provider sign-ins in progress) under the current SECRET_KEY, through the live
 * server's admin channel when one runs, else on the store directly. Safe to run again; exits
 * non-zero while any value does not open, since removing a previous key would lose it.
 */
import type { Command } from 'commander';
import type { SecretRotationReport } from '../domain/auth/crypto/secret-rotation.js';
import { runForCli } from './admin.js';
import type { CliContext } from './cli-context.js';

export function formatRotation(r: SecretRotationReport): string {
  const lines = [`Stored secrets are sealed under key ${r.key_id}.`, 'KIND                    RESEALED  ALREADY CURRENT  CHANGED MEANWHILE  UNREADABLE'];
  for (const k of r.kinds) {
    lines.push(`${k.kind.padEnd(22)}  ${String(k.resealed).padStart(8)}  ${String(k.already_current).padStart(15)}  ${String(k.changed_meanwhile).padStart(17)}  ${String(k.unreadable).padStart(10)}`);
  }
  for (const u of r.unreadable) lines.push(`unreadable: ${u.kind} ${u.id}: ${u.reason}`);
  lines.push(r.unreadable.length
    ? 'Some values do not open: keep every key in SECRET_KEY_PREVIOUS until they are dealt with (re-enrol TOTP, regenerate the client secret).'
    : 'Nothing is left under an earlier key: SECRET_KEY_PREVIOUS is no longer needed for stored secrets (password hashes move at each sign-in).');
  return `${lines.join('\n')}\n`;
}

export function registerSecretCommands(admin: Command, ctx: CliContext): void {
  admin
    .command('rotate-secrets')
    .description('Re-seal every stored secret under the current SECRET_KEY (after a key change; safe to repeat)')
    .action(async () => {
      const report = await runForCli<SecretRotationReport>(ctx, 'secrets.rotate');
      ctx.stdout.write(formatRotation(report));
      if (report.unreadable.length) ctx.exitCode = 1;
    });
}
