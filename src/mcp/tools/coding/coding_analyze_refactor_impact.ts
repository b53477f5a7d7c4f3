import { refactorImpact } from '../../../domain/coding/analysis/dependency-analysis.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { analysedRepository, analysisSource, repositoryFile } from './repository.js';

export const codingAnalyzeRefactorImpact: ToolDefinition<'coding_analyze_refactor_impact'> = {
  name: 'coding_analyze_refactor_impact',
  title: 'Refactor impact',
  description:
    'Find the files a change to a local file affects (transitive importers) with a risk rating. Local stdio server only.',
  group: 'coding',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const { repo, graph, cached } = await analysedRepository(ctx, 'coding_analyze_refactor_impact', args.project);
    const file = await repositoryFile(repo, args.file_path);
    return { ...(await refactorImpact(graph, file, args.symbol)), ...analysisSource(repo, graph, cached) };
  },
};
