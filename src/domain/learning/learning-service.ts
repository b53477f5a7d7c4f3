/**
 * Learning and knowledge updates (docs/learning.md). After an interaction is recorded, the
 * durable things the user said about themselves become persistent memories of that user (in
 * their `global` namespace, so every agent sees them) with their provenance; a memory an agent
 * stores is read the same way, so its facts can supersede older ones too. Supersession rules:
 * supersession.ts. Learning is off with MEMORY_LEARNING=off or per context.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../logger.js';
import { AppError, ValidationError } from '../errors/app-error.js';
import type { LlmClient } from '../llm/chat-client.js';
import type { MemoryService } from '../memory/memory-service.js';
import { GLOBAL_AGENT, type FactTiming, type Memory, type MemoryNamespace } from '../memory/types.js';
import { ATTRIBUTES, type Attribute } from './attributes.js';
import type { Extraction, ExtractedFact } from './learned-fact.js';
import { extractWithModel } from './llm-extractor.js';
import type { FactNamespace, FactOrigin, FactStore, StoredFact } from './ports.js';
import { extractWithRules, mayStateFacts } from './rule-extractor.js';
import { planSupersession } from './supersession.js';
import { dateStamp } from '../memory/ranking/temporal-cues.js';

export type LearningMode = 'off' | 'rules' | 'llm';

/** Keys of learned memories start with this (agents' own keys never need it). */
export const LEARNED_KEY_PREFIX = 'learned:';
const LEARNED_IMPORTANCE = 0.7;
const LIST_MAX = 500;

/** What recording an interaction learned, as its answer says it. */
export interface LearnedSummary {
  key: string;
  kind: Attribute;
  fact: string;
  /** Keys of the memories whose facts this one ended. */
  supersedes?: string[];
}

export interface LearningServiceDeps {
  memories: Pick<MemoryService, 'upsert' | 'delete' | 'update' | 'enter'>;
  facts: FactStore;
  mode: LearningMode;
  llm?: LlmClient;
  logger?: Logger;
}

const NOT_A_SPEAKER = /^(?:update|news|note|notes|fyi|reminder|edit|ps|p\.s\.|summary|context|todo|important|btw|also|correction|addendum)$/i;
const slug = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'fact';
const day = (iso: string) => iso.slice(0, 10);

/**
 * A learned memory's value: whose fact it is (the user's learned name, when known), the
 * statement and since when, and the user's own sentence when it stated this one fact only (a
 * sentence stating several would make each of them answer for all: "I'm Dana, a designer
 * living in Porto" under the name would answer "where does Dana live?").
 */
export function learnedValue(fact: ExtractedFact, saidAt: string, context: { name?: string; alone: boolean }): string {
  const statement = context.name ? `${context.name}'s ${fact.statement.charAt(0).toLowerCase()}${fact.statement.slice(1)}` : fact.statement;
  const source = context.alone ? ` The user said on ${day(saidAt)}: "${fact.sentence}"` : ` Told on ${day(saidAt)}.`;
  return `${statement}. Since ${day(fact.validFrom)}.${source}`;
}

/**
 * What a stored memory says and when: the time the writer gave (`occurred_at`) is when it was
 * said, else a leading date stamp ("[8 May, 2023] …", "2023-05-08: …"), else when it was
 * stored; a leading speaker ("Caroline: I …") is whom its first person means, else the user.
 */
export function storedStatement(memory: Pick<Memory, 'value' | 'updated_at'>, occurredAt?: string): { text: string; saidAt: number; speaker: string } {
  const { stamp, body } = dateStamp(memory.value);
  const given = occurredAt === undefined ? NaN : Date.parse(occurredAt);
  const label = body.match(/^\s*([\p{Lu}][\p{L}'’.-]*(?: [\p{Lu}][\p{L}'’.-]*){0,2}):\s+/u);
  // "Update: we switched…" and "Note: I…" open a note; they are not someone speaking.
  const speaker = label && !NOT_A_SPEAKER.test(label[1]!) ? label : null;
  return {
    text: speaker ? body.slice(speaker[0].length) : body,
    saidAt: Number.isFinite(given) ? given : stamp ?? Date.parse(memory.updated_at),
    speaker: speaker ? speaker[1]!.toLowerCase() : 'user',
  };
}

export class LearningService {
  readonly mode: LearningMode;
  private readonly deps: LearningServiceDeps;

  constructor(deps: LearningServiceDeps) {
    this.deps = deps;
    this.mode = deps.mode;
  }

  /** Whether learning runs in this context (MEMORY_LEARNING, then the context's own setting). */
  async enabledIn(contextId: string): Promise<boolean> {
    if (this.mode === 'off') return false;
    return (await this.deps.facts.learningSetting(contextId)) ?? true;
  }

  async setLearning(ns: MemoryNamespace, enabled: boolean): Promise<{ learning: boolean; mode: LearningMode }> {
    await this.deps.memories.enter(ns, 'write');
    await this.deps.facts.setLearning(ns.contextId, enabled);
    return { learning: this.mode !== 'off' && enabled, mode: this.mode };
  }

  async learningState(ns: MemoryNamespace): Promise<{ learning: boolean; mode: LearningMode }> {
    await this.deps.memories.enter(ns, 'read');
    return { learning: await this.enabledIn(ns.contextId), mode: this.mode };
  }

  /** Learns from the user's side of a recorded interaction (`ns` already checked for writing). */
  async fromInteraction(ns: MemoryNamespace, interaction: { id: string; nodeId: string; userText: string; at: string }): Promise<LearnedSummary[]> {
    if (!(await this.enabledIn(ns.contextId))) return [];
    const saidAt = Date.parse(interaction.at);
    const extraction = this.mode === 'llm' && this.deps.llm
      ? await extractWithModel(this.deps.llm, interaction.userText, saidAt, (err) => this.deps.logger?.warn({ err }, 'learning: the language model failed; the rules learned instead'))
      : extractWithRules(interaction.userText, saidAt);
    if (extraction.facts.length === 0 && extraction.endings.length === 0) return [];
    const fns: FactNamespace = { contextId: ns.contextId, userId: ns.userId };
    const known = await this.deps.facts.current(fns);
    const plan = planSupersession(extraction.facts, extraction.endings, known);
    const name = (plan.facts.find((p) => p.fact.attribute === 'name')?.fact ?? known.find((k) => k.attribute === 'name' && k.subject === 'user'))?.object;
    const perSentence = (sentence: string) => extraction.facts.filter((f) => f.sentence === sentence).length;
    const learnedNs: MemoryNamespace = { ...ns, agentName: GLOBAL_AGENT };
    const stored: Array<StoredFact | null> = [];
    const out: LearnedSummary[] = [];
    for (const p of plan.facts) {
      if (p.duplicateOf) { stored.push(null); continue; }
      const key = `${LEARNED_KEY_PREFIX}${p.fact.attribute}:${slug(p.fact.object)}:${randomUUID().slice(0, 8)}`;
      const { memory } = await this.deps.memories.upsert(learnedNs, {
        key, value: learnedValue(p.fact, interaction.at, { name, alone: perSentence(p.fact.sentence) === 1 }), scope: 'persistent', importance: LEARNED_IMPORTANCE,
        tags: ['learned', `fact:${p.fact.attribute}`],
        metadata: { learned: { interaction_id: interaction.nodeId, said_at: interaction.at, sentence: p.fact.sentence, kind: p.fact.attribute } },
      });
      const fact = await this.record(fns, memory.id, p.fact, 'interaction', interaction.id, p.endedBy);
      stored.push(fact);
      out.push({ key, kind: p.fact.attribute, fact: p.fact.statement });
    }
    await this.applyEnds(fns, plan.ends, stored, out);
    return out;
  }

  /**
   * A memory an agent stored (create or replace): its facts are tracked and end older ones
   * (unless `supersede` is false). Learned memories are tracked when learned, not here.
   * `write.created`: the memory is new (a new id), so it has no facts yet.
   */
  async onStored(ns: MemoryNamespace, memory: Memory, options: FactTiming = {}, write: { created: boolean } = { created: false }): Promise<void> {
    if (memory.key.startsWith(LEARNED_KEY_PREFIX) || memory.scope !== 'persistent') return;
    const { text, saidAt, speaker } = storedStatement(memory, options.occurred_at);
    if (this.mode === 'off') return;
    // The common write states no fact: a new memory (a new id) has no facts to forget either,
    // so it costs neither a statement nor a sentence parse. A new memory whose text reads as
    // stating nothing costs no statement either: the context's learning setting is looked up
    // only when there is something to record (a replace looks it up first, to forget the old facts).
    const mayState = mayStateFacts(text);
    if (!mayState && write.created) return;
    const fns: FactNamespace = { contextId: ns.contextId, userId: ns.userId };
    if (!write.created) {
      if (!(await this.enabledIn(ns.contextId))) return;
      await this.deps.facts.forgetMemory(fns, memory.id);
      if (!mayState) return;
    }
    const read = extractWithRules(text, saidAt);
    const extraction: Extraction = { facts: read.facts.map((f) => ({ ...f, subject: speaker })), endings: read.endings };
    if (extraction.facts.length === 0 && extraction.endings.length === 0) return;
    // A new memory reads the setting and the current facts in one statement (a replace has read the setting above).
    const held = write.created ? await this.deps.facts.settingAndCurrent(fns) : { learning: true, current: await this.deps.facts.current(fns) };
    if (!(held.learning ?? true)) return;
    const known = held.current.filter((f) => f.memoryId !== memory.id);
    const plan = planSupersession(extraction.facts, options.supersede === false ? [] : extraction.endings, known, speaker);
    const stored: Array<StoredFact | null> = [];
    for (const p of plan.facts) stored.push(await this.record(fns, memory.id, p.fact, 'memory', null, options.supersede === false ? undefined : p.endedBy));
    if (options.supersede !== false) await this.applyEnds(fns, plan.ends, stored, []);
  }

  private async record(fns: FactNamespace, memoryId: string, fact: ExtractedFact, origin: FactOrigin, interactionId: string | null, endedBy?: { fact: StoredFact; at: string }): Promise<StoredFact> {
    return this.deps.facts.insert({
      memoryId, ...fns, subject: fact.subject, attribute: fact.attribute, object: fact.object, detail: fact.detail ?? null, sentence: fact.sentence,
      origin, interactionId, validFrom: fact.validFrom, validUntil: endedBy ? endedBy.at : null, supersededBy: endedBy ? endedBy.fact.id : null,
    });
  }

  private async applyEnds(fns: FactNamespace, ends: ReturnType<typeof planSupersession>['ends'], stored: Array<StoredFact | null>, out: LearnedSummary[]): Promise<void> {
    for (const e of ends) {
      const successor = e.successor === null ? null : stored[e.successor] ?? null;
      await this.deps.facts.end(fns, [e.known.id], e.at, successor?.id ?? null);
      const summary = successor ? out.find((o) => o.key === successor.key) : undefined;
      if (summary) summary.supersedes = [...(summary.supersedes ?? []), e.known.key];
    }
  }

  // ---- What people see and correct (web app, REST, MCP resource) ----

  async list(ns: MemoryNamespace, options: { current?: boolean; limit?: number } = {}): Promise<StoredFact[]> {
    await this.deps.memories.enter(ns, 'read');
    return this.deps.facts.list({ contextId: ns.contextId, userId: ns.userId }, { current: options.current, limit: Math.max(1, Math.min(LIST_MAX, options.limit ?? 200)) });
  }

  async get(ns: MemoryNamespace, id: string): Promise<StoredFact> {
    await this.deps.memories.enter(ns, 'read');
    return this.found(ns, id);
  }

  /** Corrects what a fact says: its object and the memory's statement change, its provenance stays. */
  async fix(ns: MemoryNamespace, id: string, patch: { object?: string; pinned?: boolean }): Promise<StoredFact> {
    await this.deps.memories.enter(ns, 'write');
    const fact = await this.found(ns, id);
    if (patch.object !== undefined) {
      const object = patch.object.trim();
      if (!object) throw new ValidationError([{ loc: ['body', 'object'], msg: 'must not be blank', type: 'value_error.blank' }]);
      const statement = ATTRIBUTES[fact.attribute].statement(object, fact.detail ?? undefined);
      const value = fact.origin === 'interaction'
        ? `${statement}. Since ${day(fact.validFrom)}. Corrected; the user had said: "${fact.sentence}"`
        : fact.value;
      if (fact.origin === 'interaction') await this.deps.memories.update({ ...ns, agentName: fact.agentName }, fact.key, { value });
    }
    const updated = await this.deps.facts.update({ contextId: ns.contextId, userId: ns.userId }, id, patch);
    return updated ?? fact;
  }

  /** Deletes a fact with its memory; the facts it had ended hold again. */
  async remove(ns: MemoryNamespace, id: string): Promise<StoredFact> {
    await this.deps.memories.enter(ns, 'write');
    const fact = await this.found(ns, id);
    const fns = { contextId: ns.contextId, userId: ns.userId };
    await this.deps.facts.reopenPredecessors(fns, id);
    await this.deps.memories.delete({ ...ns, agentName: fact.agentName }, fact.key);
    return fact;
  }

  private async found(ns: MemoryNamespace, id: string): Promise<StoredFact> {
    const fact = /^[0-9a-f-]{36}$/i.test(id) ? await this.deps.facts.get({ contextId: ns.contextId, userId: ns.userId }, id) : null;
    if (!fact) throw new AppError('MEMORY-001', { details: { fact_id: id } });
    return fact;
  }
}
