/**
 * Which writer drafts pull request descriptions besides the template. None is configured on
 * this server yet, so the template (domain/coding/pr-description.ts) answers; a language
 * model can be offered here as a PrDescriptionWriter without touching the tool.
 */
import type { PrDescriptionWriter } from '../../../domain/coding/pr-description.js';
import type { ToolContext } from '../types.js';

export function prDescriptionWriter(_ctx: ToolContext): PrDescriptionWriter | undefined {
  return undefined;
}
