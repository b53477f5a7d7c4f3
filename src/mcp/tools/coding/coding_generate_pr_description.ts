import { branchDiff, branchPatch, type BranchDiff } from '../../../domain/coding/analysis/branch-diff.js';
import { gitState } from '../../../domain/coding/analysis/git.js';
import { describePullRequest } from '../../../domain/coding/pr-description.js';
import { MAX_PATCH_CHARS } from '../../../domain/coding/pr-llm-writer.js';
import { sessionRecords } from '../../../domain/coding/project-records.js';
import { ToolError } from '../tool-error.js';
import { readOnly, type ToolDefinition } from '../types.js';
import { coding } from './records.js';
import { findRepository, gitFor } from './repository.js';
import { prDescriptionWriter } from './pr-writer.js';

export const codingGeneratePrDescription: ToolDefinition<'coding_generate_pr_description'> = {
  name: 'coding_generate_pr_description',
  title: 'Draft a PR description',
  description:
    'Draft a pull request title and description from a coding session\'s changes, commits, decisions and errors.',
  group: 'coding',
  localOnly: false,
  annotations: readOnly,
  async run(args, ctx) {
    const { service, ns } = coding(args, ctx);
    const records = await sessionRecords(service, ns, args.session_id);
    const notes: string[] = [];
    let diff: BranchDiff | null = null;
    let repository: string | null = null;
    if (ctx.local) {
      const repo = await findRepository(ctx.local, records.session.project, args.repository_path);
      const git = gitFor(ctx);
      if ((await gitState(git, repo.root)).isRepository) {
        const found = await branchDiff(git, repo.root, args.base_branch);
        if ('refused' in found) throw new ToolError('MCP-020', `${found.refused} (${repo.root})`);
        diff = found;
        repository = repo.root;
        if (repo.found === 'first root') notes.push(`No folder named after ${records.session.project} was found in the roots, so the first root (${repo.root}) was read; pass repository_path to choose another.`);
      } else {
        notes.push(`${repo.root} is not in a git work tree (or git is not installed), so the description comes from the session's records alone.`);
      }
    } else {
      notes.push('The diff is read on the local stdio server only (memplat mcp); this description comes from the session\'s records alone.');
    }
    const writer = prDescriptionWriter(ctx);
    const patch = writer && diff && repository ? await branchPatch(gitFor(ctx), repository, diff.merge_base, MAX_PATCH_CHARS + 1) : null;
    const described = await describePullRequest({ session: records, diff, patch }, writer, ctx.signal);
    if (described.writer_note) notes.push(described.writer_note);
    return {
      title: described.title, body: described.body, method: described.method, model: described.writer,
      session_id: records.session.session_id, project: records.session.project, repository,
      base: diff?.base ?? null, merge_base: diff?.merge_base ?? null, branch: diff?.branch ?? null,
      files: diff?.files ?? [], commits: diff?.commits ?? [], notes,
    };
  },
};
