import { refactorImpact } from '../../../domain/coding/analysis/dependency-analysis.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { analysedRepository, analysisSource, repositoryFile } from './repository.js';

export const codingAnalyzeRefactorImpact: ToolDefinition<'coding_analyze_refactor_impact'> = {
  name: 'coding_analyze_refactor_impact',
  title: 'Refactor impact',
  description:
    'Find which files of a local repository a change to a file affects: the files importing it and, transitively, the ' +
    'files depending on those; with a symbol, only importers that name it (through `export *` re-exports too). Answers ' +
    'a risk (low, medium, high) with the reasons. Use it before a refactoring. Local stdio server only.',
  group: 'coding',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const { repo, graph, cached } = await analysedRepository(ctx, 'coding_analyze_refactor_impact', args.project);
    const file = await repositoryFile(repo, args.file_path);
    return { ...(await refactorImpact(graph, file, args.symbol)), ...analysisSource(repo, graph, cached) };
  },
};
