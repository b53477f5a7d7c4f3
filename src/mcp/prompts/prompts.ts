/**
 * Prompts that help an agent use memory well. Each is built from the same services the tools
 * use, for the caller's context: recall_context loads what memory holds for a task,
 * store_session_summary asks for a finished session to be stored as a durable memory, and
 * personalize brings the user's stated preferences and interaction pattern into the conversation.
 */
import type { GetPromptResult, Prompt } from '@modelcontextprotocol/sdk/types.js';
import type { Principal } from '../../domain/core/principal.js';
import { GLOBAL_AGENT } from '../../domain/memory/types.js';
import { defaultUserOf, namespaceFor, type McpSurface } from '../resources/surface.js';

export const SESSION_SUMMARY_TAG = 'session-summary';
const RECALL_K = 8;

const userArgument = { name: 'user_id', description: 'User whose memories are used (default: your API key\'s user, else default_user).', required: false };
const agentArgument = { name: 'agent_name', description: 'Agent namespace (default "global": memories shared by every agent of the user).', required: false };

export const PROMPTS: Prompt[] = [
  {
    name: 'recall_context', title: 'Recall context for a task',
    description: 'Load the memories most relevant to a task (hybrid recall, like memory_recall) with instructions for using and updating them.',
    arguments: [{ name: 'task', description: 'What you are about to do, in a sentence.', required: true }, userArgument, agentArgument],
  },
  {
    name: 'store_session_summary', title: 'Summarise and store a finished session',
    description: 'Ask for a summary of the session that just ended (done, decided, open, learnt about the user) and for it to be stored with memory_store so later sessions recall it.',
    arguments: [{ name: 'topic', description: 'What the session was about (becomes part of the memory key).', required: false }, userArgument, agentArgument],
  },
  {
    name: 'personalize', title: 'Tailor answers to the user',
    description: 'Bring in the user\'s stated preferences (memories tagged "preferences") and their interaction pattern (topics, platforms) before answering.',
    arguments: [userArgument],
  },
];

type Args = Record<string, string | undefined>;

function text(body: string): GetPromptResult['messages'][number] {
  return { role: 'user', content: { type: 'text', text: body } };
}

const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'session';

async function recallContext(surface: McpSurface, principal: Principal, args: Args, userId: string, agent: string): Promise<GetPromptResult> {
  const task = args.task!.trim();
  const hits = await surface.services.memories.recall(namespaceFor(principal, userId, agent), task, { k: RECALL_K, scope: 'all' });
  const listed = hits.length
    ? hits.map((h, i) => `${i + 1}. [${h.key}] (score ${h.score.toFixed(2)}, ${h.scope}${h.tags.length ? `, tags: ${h.tags.join(', ')}` : ''})\n${h.value}`).join('\n\n')
    : '(nothing relevant is stored yet)';
  return {
    description: `Memories of ${userId} relevant to: ${task}`,
    messages: [text([
      `I am about to work on this task: ${task}`,
      '',
      `Here is what memory holds that may be relevant (user ${userId}, agent ${agent}; most relevant first):`,
      '',
      listed,
      '',
      'Use what applies and say when something stored looks outdated (memory_feedback with label "outdated"). While working,',
      `store durable facts, preferences and decisions with memory_store (user_id "${userId}", agent_name "${agent}", scope`,
      '"persistent"), and short-lived task context with scope "working". Call memory_recall again when the task changes.',
    ].join('\n'))],
  };
}

async function storeSessionSummary(surface: McpSurface, principal: Principal, args: Args, userId: string, agent: string): Promise<GetPromptResult> {
  const topic = args.topic?.trim();
  const key = `session/${new Date().toISOString().slice(0, 10)}/${slug(topic ?? 'session')}`;
  const earlier = await surface.services.memories.list(namespaceFor(principal, userId, agent), { tags: [SESSION_SUMMARY_TAG], limit: 3 });
  const examples = earlier.items.length
    ? `\n\nEarlier summaries, for consistency:\n${earlier.items.map((m) => `- [${m.key}] ${m.value.slice(0, 300)}`).join('\n')}`
    : '';
  return {
    description: `Store a summary of the session${topic ? ` about ${topic}` : ''}`,
    messages: [text([
      `This session${topic ? ` about ${topic}` : ''} is finished. Write a short summary of it for your future self: what was done,`,
      'what was decided and why, what is still open, and anything learnt about the user\'s preferences. Keep facts, drop chatter.',
      '',
      `Then store it with memory_store: user_id "${userId}", agent_name "${agent}", key "${key}", scope "persistent",`,
      `tags "[\\"${SESSION_SUMMARY_TAG}\\"]" plus topic tags, importance 0.7. Store each lasting user preference as its own memory`,
      'tagged "preferences", and call memory_record_interaction with the main request and your answer.',
    ].join('\n') + examples)],
  };
}

async function personalize(surface: McpSurface, principal: Principal, userId: string): Promise<GetPromptResult> {
  const ns = namespaceFor(principal, userId, GLOBAL_AGENT);
  const [preferences, pattern] = await Promise.all([
    surface.services.memories.list(ns, { tags: ['preferences'], agentName: '*', limit: 20 }),
    surface.services.graph.userPattern(ns, userId),
  ]);
  const top = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, n]) => `${k} (${n})`).join(', ') || 'none recorded';
  return {
    description: `Preferences and interaction pattern of ${userId}`,
    messages: [text([
      `Tailor your answers to user ${userId}.`,
      '',
      'Stated preferences:',
      preferences.items.length ? preferences.items.map((m) => `- ${m.value}`).join('\n') : '- none stored (memories tagged "preferences")',
      '',
      `Interaction pattern: ${pattern.total_interactions} recorded interactions; frequent topics: ${top(pattern.topics)}; platforms: ${top(pattern.platforms)}.`,
      '',
      'Follow the preferences unless the user says otherwise now; when they state a new lasting preference, store it with',
      `memory_store (user_id "${userId}", tags "[\\"preferences\\"]", scope "persistent").`,
    ].join('\n'))],
  };
}

export async function buildPrompt(surface: McpSurface, principal: Principal, name: string, args: Args): Promise<GetPromptResult | null> {
  const userId = args.user_id?.trim() || defaultUserOf(principal);
  const agent = args.agent_name?.trim() || GLOBAL_AGENT;
  switch (name) {
    case 'recall_context':
      return recallContext(surface, principal, args, userId, agent);
    case 'store_session_summary':
      return storeSessionSummary(surface, principal, args, userId, agent);
    case 'personalize':
      return personalize(surface, principal, userId);
    default:
      return null;
  }
}
