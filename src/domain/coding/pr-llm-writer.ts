/**
 * Pull request descriptions written by the optional language model (LLM_BASE_URL): the model
 * gets the template's draft, which holds every recorded fact, and an excerpt of the diff, and
 * answers JSON with a title and a Markdown body. Anything but that JSON is refused (null), so
 * the template's draft answers instead; errors reach describePullRequest, which says why.
 */
import type { LlmClient } from '../llm/chat-client.js';
import { parseJsonObject, textField } from '../llm/json-answer.js';
import type { PrDescriptionWriter } from './pr-description.js';

/** About 3,000 tokens of diff: enough to see what changed, small enough for local models. */
export const MAX_PATCH_CHARS = 12_000;

export function llmPrWriter(llm: LlmClient): PrDescriptionWriter {
  return {
    name: llm.model,
    async write(facts, draft, signal) {
      const patch = facts.patch ? (facts.patch.length > MAX_PATCH_CHARS ? `${facts.patch.slice(0, MAX_PATCH_CHARS)}\n[... diff cut ...]` : facts.patch) : null;
      const answer = await llm.complete({
        messages: [
          {
            role: 'system',
            content: 'You write pull request descriptions for code reviewers. Use only the facts given; do not invent changes, ' +
              'tests or issue numbers. Keep the draft\'s sections that have content (Summary, Changes, Decisions, Fixed along the way, ' +
              'Known issues) in Markdown, explain the why where the facts say it, and keep the title under 72 characters. ' +
              'Answer with one JSON object and nothing else: {"title": string, "body": string}.',
          },
          {
            role: 'user',
            content: `Draft title: ${draft.title}\n\nDraft description:\n${draft.body}\n\n` +
              (patch ? `The diff (against ${facts.diff?.base ?? 'the base'}):\n${patch}\n` : 'The diff was not available.\n'),
          },
        ],
        maxTokens: 1_200,
        temperature: 0.2,
        signal,
      });
      const parsed = parseJsonObject(answer.text);
      const title = parsed && textField(parsed, 'title', 200);
      const body = parsed && textField(parsed, 'body', 30_000);
      return title && body ? { title, body } : null;
    },
  };
}
