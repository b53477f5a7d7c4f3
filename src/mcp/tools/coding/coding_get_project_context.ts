import path from 'node:path';
import { repositoryContext } from '../../../domain/coding/analysis/project-context.js';
import { projectRecords } from '../../../domain/coding/project-records.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { coding } from './records.js';
import { findRepository, gitFor } from './repository.js';

export const codingGetProjectContext: ToolDefinition<'coding_get_project_context'> = {
  name: 'coding_get_project_context',
  title: 'Project context',
  description:
    'Get a project\'s README opening, manifests, recent commits and coding records in one call. Use it when starting or resuming work.',
  group: 'coding',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const { service, ns } = coding(args, ctx);
    const project = args.project;
    const notes: string[] = [];
    const names = [project];
    let repository = null;
    if (ctx.local) {
      const repo = await findRepository(ctx.local, project);
      repository = await repositoryContext(repo.root, gitFor(ctx));
      // Records kept under the folder's name belong to a project given as a path too.
      if (repo.found === 'path') names.push(path.basename(repo.root));
      if (repo.found === 'first root') notes.push(`No folder named after ${project} was found in the roots, so the first root (${repo.root}) was read; pass the folder's path as project to choose another.`);
      if (repository.git === null) notes.push(`${repo.root} is not in a git work tree (or git is not installed): no branch or history.`);
    } else {
      notes.push('The repository is read on the local stdio server only (memplat mcp); remote /mcp answers the coding records alone.');
    }
    const records = await projectRecords(service, ns, [...new Set(names)]);
    if (records.counts.sessions === 0) notes.push(`No coding session is recorded for ${names.join(' or ')} by user ${ns.userId}: coding_start_session records one.`);
    return { project, repository, ...records, notes };
  },
};
