/**
 * Portability of memories: export (records, record.ts), import and erasing a whole user or
 * agent namespace (namespace-erasure.ts). Two kinds of caller use it:
 *  - a principal (REST, MCP): every context goes through the rules of every memory call
 *    (context selection as for X-Context-ID, then the access guard: read to export, write to
 *    import or erase, OAuth scopes included);
 *  - the operator (`memplat export|import|forget`, the machine's owner who holds the store):
 *    every context of the store, as `memplat admin` and `memplat keys` reach every account.
 *
 * Import rule: each record goes to the context the request names (X-Context-ID, `--context`)
 * when it names one; otherwise to the context the record came from when the caller may
 * write there; otherwise to the caller's default context (the operator's is the local one).
 * In its namespace a record is written when there is no memory under its key, or when it is
 * newer than the stored one (a later `updated_at`; a record without one when its content
 * differs); otherwise it changes nothing, so importing the same file twice is a no-op. A
 * written record is queued for embedding like any write with a new value, and a replaced
 * memory keeps its previous state as a version (its history), like any overwrite.
 */
import type { Principal } from '../../core/principal.js';
import type { ContextService } from '../../core/contexts.js';
import { LOCAL_CONTEXT_ID } from '../../core/contexts.js';
import { selectContext } from '../../core/context-selection.js';
import { AppError, ValidationError } from '../../errors/app-error.js';
import type { MemoryService } from '../memory-service.js';
import { ChangedKeysByNamespace } from '../memory-changes.js';
import type { MemoryContext } from '../types.js';
import type { ExportPosition, PortabilityRepository } from './ports.js';
import { parseRecordLine, toRecord, type MemoryRecord, type ParsedRecord } from './record.js';

/** Who calls: a principal, or null for the operator (the command line on the store). */
export interface PortabilityCaller {
  principal: Principal | null;
  requestId?: string;
}

export interface ExportFilter {
  userId?: string;
  agentName?: string;
}

export interface ExportPage {
  records: MemoryRecord[];
  next_cursor: string | null;
}

export interface ImportLine {
  /** 1-based line number in the file or body. */
  line: number;
  text: string;
}

export interface ImportLineError {
  line: number;
  key: string | null;
  code: string;
  message: string;
}

export interface ImportReport {
  /** Records read (blank lines are not counted). */
  records: number;
  created: number;
  updated: number;
  unchanged: number;
  /** Working memories whose expiry has passed: nothing to import. */
  skipped: number;
  failed: number;
  errors: ImportLineError[];
  /** Where the written and unchanged records went, with how many per context. */
  contexts: Array<MemoryContext & { records: number }>;
}

export const EXPORT_PAGE_MAX = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(p: ExportPosition): string {
  return Buffer.from(JSON.stringify([p.contextId, p.userId, p.agentName, p.key]), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): ExportPosition {
  try {
    const [contextId, userId, agentName, key] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if ([contextId, userId, agentName, key].every((v) => typeof v === 'string')) {
      return { contextId, userId, agentName, key } as ExportPosition;
    }
  } catch {
    // refused below
  }
  throw new ValidationError([{ loc: ['query', 'cursor'], msg: 'not a cursor returned by this API', type: 'value_error.cursor' }]);
}

/** The key a line that is not a valid record still names, to point at it in the report. */
function keyIn(text: string): string | null {
  try {
    const key = (JSON.parse(text) as { key?: unknown } | null)?.key;
    return typeof key === 'string' ? key.slice(0, 256) : null;
  } catch {
    return null;
  }
}

function errorOf(line: number, key: string | null, error: unknown): ImportLineError {
  if (error instanceof ValidationError) {
    const issues = error.issues.map((i) => `${i.loc.slice(1).join('.') || 'line'}: ${i.msg}`).join('; ');
    return { line, key, code: error.code, message: issues };
  }
  if (error instanceof AppError) return { line, key, code: error.code, message: error.message };
  throw error;
}

export class MemoryPortability {
  private readonly repo: PortabilityRepository;
  private readonly contexts: ContextService;
  private readonly memories: MemoryService;
  private readonly workingTtlSeconds: number;

  constructor(deps: { store: PortabilityRepository; contexts: ContextService; memories: MemoryService; workingTtlSeconds: number }) {
    this.repo = deps.store;
    this.contexts = deps.contexts;
    this.memories = deps.memories;
    this.workingTtlSeconds = deps.workingTtlSeconds;
  }

  /**
   * The contexts an export covers. The operator: `requested`, else every context of the
   * store. A principal: `requested` (selected as X-Context-ID is), else every context it can
   * read when it may choose contexts (browser session, OAuth token), else its own one.
   */
  async exportContexts(caller: PortabilityCaller, requested?: string): Promise<MemoryContext[]> {
    const p = caller.principal;
    if (!p) {
      if (requested === undefined) return this.repo.allContexts();
      return this.existing(requested);
    }
    let ids: string[];
    if (requested !== undefined) ids = [await selectContext(this.contexts, p, requested)];
    else if (p.kind === 'session' || p.kind === 'oauth') ids = (await this.contexts.readableBy(p)).map((c) => c.id);
    else ids = [p.contextId];
    for (const id of ids) await this.memories.guard.check(p, id, 'read');
    return this.repo.contexts(ids);
  }

  /** One page of records of `contexts` (from exportContexts), in a stable order. */
  async exportPage(contexts: MemoryContext[], filter: ExportFilter, cursor: string | null, limit: number): Promise<ExportPage> {
    const size = Math.max(1, Math.min(EXPORT_PAGE_MAX, Math.floor(limit) || EXPORT_PAGE_MAX));
    const byId = new Map(contexts.map((c) => [c.id, c]));
    const rows = await this.repo.exportPage([...byId.keys()], filter, cursor ? decodeCursor(cursor) : null, size);
    const records = rows.map((r) => toRecord(r, byId.get(r.context_id)!));
    const last = rows[rows.length - 1];
    const next = rows.length === size && last ? encodeCursor({ contextId: last.context_id, userId: last.user_id, agentName: last.agent_name, key: last.key }) : null;
    return { records, next_cursor: next };
  }

  /**
   * Imports record lines (see the rule at the top). `contextId`: the context the request
   * named (already selected for a principal), to which every record then goes. Lines that
   * are not records, or go where the caller may not write, are reported and the rest imported.
   */
  async importLines(caller: PortabilityCaller, lines: Iterable<ImportLine>, options: { contextId?: string } = {}): Promise<ImportReport> {
    const report: ImportReport = { records: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0, errors: [], contexts: [] };
    const targets = new ImportTargets(this, caller, options.contextId);
    if (options.contextId !== undefined) await targets.writable(options.contextId, true);
    const perContext = new Map<string, number>();
    let queued = false;
    // Told together once the lines are read, so one import is one burst of changes.
    const changed = new ChangedKeysByNamespace();
    for (const { line, text } of lines) {
      if (text.trim() === '') continue;
      report.records++;
      let record: ParsedRecord | null = null;
      try {
        record = parseRecordLine(text);
        if (record.scope === 'working' && record.expiresAt && Date.parse(record.expiresAt) <= Date.now()) {
          report.skipped++;
          continue;
        }
        const contextId = await targets.of(record.contextId);
        const outcome = await this.repo.importOne({ ...record, contextId }, this.workingTtlSeconds, this.memories.config.historyVersions);
        report[outcome.result]++;
        perContext.set(contextId, (perContext.get(contextId) ?? 0) + 1);
        if (outcome.written) queued = this.afterImport({ contextId, userId: record.userId, agentName: record.agentName }, record.key, outcome.written) || queued;
        if (outcome.result !== 'unchanged') changed.add({ contextId, userId: record.userId, agentName: record.agentName }, record.key, outcome.result);
      } catch (error) {
        report.failed++;
        report.errors.push(errorOf(line, record?.key ?? keyIn(text), error));
      }
    }
    this.memories.changes.notifyKeys(changed.values());
    if (queued) this.memories.worker.notify();
    const labels = await this.repo.contexts([...perContext.keys()]);
    report.contexts = labels.map((c) => ({ ...c, records: perContext.get(c.id) ?? 0 }));
    return report;
  }

  /** Keeps the caches of the memory service true to the written row; true when it waits for its embedding. */
  private afterImport(ns: { contextId: string; userId: string; agentName: string }, key: string, written: NonNullable<Awaited<ReturnType<PortabilityRepository['importOne']>>['written']>): boolean {
    this.memories.readCache.evict(ns, key);
    this.memories.maintenance.noteWrites();
    if (written.embeddingPending) {
      this.memories.exactIndex?.remove(ns, written.id);
      return true;
    }
    this.memories.exactIndex?.touch(ns, written.id, written.scope, written.expiresAt ? Date.parse(written.expiresAt) : Infinity);
    return false;
  }

  /** The context, which must exist (the operator's choice); MEMORY-005 otherwise. */
  async existing(contextId: string): Promise<MemoryContext[]> {
    const found = UUID.test(contextId) ? await this.repo.contexts([contextId.toLowerCase()]) : [];
    if (found.length === 0) throw new AppError('MEMORY-005', { message: `Context ${contextId} not found in this store` });
    return found;
  }

  /** Whether the caller may write to the context (principal: as X-Context-ID selects it, then the guard). */
  async mayWrite(caller: PortabilityCaller, contextId: string): Promise<void> {
    const p = caller.principal;
    if (!p) {
      await this.existing(contextId);
      return;
    }
    const selected = await selectContext(this.contexts, p, contextId);
    await this.memories.guard.check(p, selected, 'write');
  }
}

/** Decides, once per context, where the records of one import go. */
class ImportTargets {
  private readonly decided = new Map<string, Promise<boolean>>();

  constructor(private readonly service: MemoryPortability, private readonly caller: PortabilityCaller, private readonly requested: string | undefined) {}

  /** True when the caller may write there; with `strict`, the refusal is thrown instead. */
  async writable(contextId: string, strict = false): Promise<boolean> {
    let decision = this.decided.get(contextId);
    if (!decision) {
      decision = this.service.mayWrite(this.caller, contextId).then(() => true);
      this.decided.set(contextId, decision);
    }
    try {
      return await decision;
    } catch (error) {
      if (strict) throw error;
      return false;
    }
  }

  /** The context a record goes to. */
  async of(recordContext: string | null): Promise<string> {
    if (this.requested !== undefined) return this.requested;
    if (recordContext && (await this.writable(recordContext))) return recordContext;
    const fallback = this.caller.principal?.contextId ?? LOCAL_CONTEXT_ID;
    await this.writable(fallback, true);
    return fallback;
  }
}
