import { refactorOrder } from '../../../domain/coding/analysis/dependency-analysis.js';
import { ToolError } from '../tool-error.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { analysedRepository, analysisSource, repositoryPath } from './repository.js';

export const codingSuggestRefactorOrder: ToolDefinition<'coding_suggest_refactor_order'> = {
  name: 'coding_suggest_refactor_order',
  title: 'Refactor order',
  description:
    'Order local files so each comes after the files it imports, cycles grouped. Local stdio server only.',
  group: 'coding',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const { repo, graph, cached } = await analysedRepository(ctx, 'coding_suggest_refactor_order', args.project);
    const files: string[] = [];
    const missing: string[] = [];
    for (const requested of args.files) {
      const found = await repositoryPath(repo, requested).catch((error: unknown) => {
        if (error instanceof ToolError && error.code === 'MCP-020') return null; // its folder does not exist either
        throw error;
      });
      if (found?.exists) files.push(found.file);
      else missing.push(requested);
    }
    if (!files.length) throw new ToolError('MCP-020', `None of the files exist in ${repo.root}: ${missing.join(', ')}`);
    return { ...refactorOrder(graph, files), ...(missing.length ? { missing } : {}), ...analysisSource(repo, graph, cached) };
  },
};
