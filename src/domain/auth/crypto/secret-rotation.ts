/**
 * Key rotation of secrets at rest: re-seals every stored SecretBox value under the current key
 * (SECRET_KEY), so the keys in SECRET_KEY_PREVIOUS can be removed. Idempotent: a value already
 * under the current key is left as it is, and a second run re-seals nothing. A value that does
 * not open (altered, or sealed under a key no longer configured) is counted and named by its row,
 * never guessed at: while any remain, removing a previous key loses them.
 */
import type { SealedSecretKind, SealedSecretStore } from '../ports/sealed-secrets.js';
import { SEALED_BINDINGS } from './sealed-bindings.js';
import { SealedValueError, type SecretBox } from './secret-box.js';

const PAGE = 200;

export interface SealedKindCount {
  kind: SealedSecretKind;
  resealed: number;
  already_current: number;
  /** Rows whose value changed between reading and writing (re-enrolled, regenerated, hidden): written by the live service. */
  changed_meanwhile: number;
  unreadable: number;
}

export interface SecretRotationReport {
  /** Fingerprint of the key every value is now sealed under. */
  key_id: string;
  kinds: SealedKindCount[];
  /** Rows whose value does not open: kind, row id and why (never the value). */
  unreadable: Array<{ kind: SealedSecretKind; id: string; reason: string }>;
}

export class SecretRotation {
  constructor(private readonly box: SecretBox, private readonly store: SealedSecretStore) {}

  async resealAll(): Promise<SecretRotationReport> {
    const report: SecretRotationReport = { key_id: this.box.keyId, kinds: [], unreadable: [] };
    for (const kind of Object.keys(SEALED_BINDINGS) as SealedSecretKind[]) report.kinds.push(await this.resealKind(kind, report));
    return report;
  }

  private async resealKind(kind: SealedSecretKind, report: SecretRotationReport): Promise<SealedKindCount> {
    const count: SealedKindCount = { kind, resealed: 0, already_current: 0, changed_meanwhile: 0, unreadable: 0 };
    const binding = SEALED_BINDINGS[kind];
    let after: string | null = null;
    for (;;) {
      const rows = await this.store.page(kind, after, PAGE);
      for (const row of rows) {
        let resealed: string | null;
        try {
          resealed = this.box.reseal(row.sealed, binding(row.id));
        } catch (error) {
          if (!(error instanceof SealedValueError)) throw error;
          count.unreadable += 1;
          report.unreadable.push({ kind, id: row.id, reason: error.message });
          continue;
        }
        if (resealed === null) count.already_current += 1;
        else if (await this.store.replace(kind, row.id, row.sealed, resealed)) count.resealed += 1;
        else count.changed_meanwhile += 1;
      }
      if (rows.length < PAGE) return count;
      after = rows[rows.length - 1]!.id;
    }
  }
}
