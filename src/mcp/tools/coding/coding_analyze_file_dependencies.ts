import { fileDependencies } from '../../../domain/coding/analysis/dependency-analysis.js';
import { languageOf } from '../../../domain/coding/analysis/module-graph.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { analysedRepository, analysisSource, repositoryFile } from './repository.js';

export const codingAnalyzeFileDependencies: ToolDefinition<'coding_analyze_file_dependencies'> = {
  name: 'coding_analyze_file_dependencies',
  title: 'File dependencies',
  description:
    'List a local file\'s imports, its importers and import cycles (TypeScript/JavaScript, Python). Local stdio server only.',
  group: 'coding',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const { repo, graph, cached } = await analysedRepository(ctx, 'coding_analyze_file_dependencies', args.project);
    const file = await repositoryFile(repo, args.file_path);
    const known = graph.language.has(file);
    const notes = known ? undefined : languageOf(file)
      ? `${file} could not be read (larger than 1 MiB, or not a regular file inside the repository), so its own imports are unknown.`
      : `${file} is not TypeScript, JavaScript or Python, so its own imports are not read; imported_by lists the analysed files that import it.`;
    return { ...fileDependencies(graph, file), ...(notes ? { notes } : {}), ...analysisSource(repo, graph, cached) };
  },
};
