/**
 * Which writer drafts pull request descriptions besides the template: the optional language
 * model (LLM_BASE_URL) when the server has one, else none and the template answers.
 */
import { llmPrWriter } from '../../../domain/coding/pr-llm-writer.js';
import type { PrDescriptionWriter } from '../../../domain/coding/pr-description.js';
import type { ToolContext } from '../types.js';

export function prDescriptionWriter(ctx: ToolContext): PrDescriptionWriter | undefined {
  const llm = ctx.services.web?.llm;
  return llm ? llmPrWriter(llm) : undefined;
}
