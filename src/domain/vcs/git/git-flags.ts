/**
 * The flags vcs_exec lets through to git, written as short specs: `--oneline` (a switch),
 * `--max-count|-n=` (a value: `--max-count=5`, `--max-count 5`, `-n5`, `-n 5`), `--stat[=]`
 * (a value only when attached: `--stat`, `--stat=80`; `-M`, `-M50`). Every flag of a call must
 * be on its subcommand's list; anything else is refused, with the reason for the flags that
 * would run a program, read or write a file outside the repository, or change git's
 * configuration.
 */

export type Arity = 'switch' | 'value' | 'attached';

export interface GitFlag {
  /** As written in the spec, for help. */
  spec: string;
  long: string | null;
  short: string | null;
  arity: Arity;
}

export function flag(spec: string): GitFlag {
  const arity: Arity = spec.endsWith('[=]') ? 'attached' : spec.endsWith('=') ? 'value' : 'switch';
  const names = spec.replace(/\[?=\]?$/, '').split('|');
  const long = names.find((n) => n.startsWith('--'))?.slice(2) ?? null;
  const short = names.find((n) => /^-[^-]$/.test(n))?.slice(1) ?? null;
  return { spec, long, short, arity };
}

export const flags = (...specs: string[]): GitFlag[] => specs.map(flag);

/** Why a flag no subcommand allows is refused (the message names it). */
export const REFUSED_BECAUSE: Readonly<Record<string, string>> = {
  '--output': 'it writes a file',
  '--output-directory': 'it writes files',
  '--ext-diff': 'it runs an external diff program',
  '--textconv': 'it runs textconv filter programs',
  '--exec': 'it runs a program',
  '--upload-pack': 'it runs a program',
  '--receive-pack': 'it runs a program',
  '--config': 'it changes git\'s configuration',
  '--config-env': 'it changes git\'s configuration',
  '--open-files-in-pager': 'it runs a pager program',
  '--no-index': 'it reads files outside the repository',
  '--contents': 'it reads a file',
  '--ignore-revs-file': 'it reads a file',
  '--pathspec-from-file': 'it reads a file',
  '--file': 'it reads a file',
  '--template': 'it reads a file',
  '--exclude-from': 'it reads a file',
  '--orderfile': 'it reads a file',
  '--stdin': 'it reads standard input, which vcs_exec does not give',
  '--show-signature': 'it runs gpg',
  '--gpg-sign': 'it runs gpg',
  '--sign': 'it runs gpg',
  '--local-user': 'it runs gpg',
  '--git-dir': 'it leaves the chosen repository',
  '--work-tree': 'it leaves the chosen repository',
  '--namespace': 'it leaves the chosen repository',
  '--interactive': 'it needs a terminal',
  '--edit': 'it opens an editor',
  '--force': 'it overwrites or discards work',
  '--delete': 'it deletes',
  '--recurse-submodules': 'it reaches into other repositories',
};

// Diff output, shared by diff, log, show and stash show (all run with --no-ext-diff --no-textconv).
export const DIFF_FLAGS = flags(
  '--patch|-p', '--no-patch|-s', '--unified|-U=', '--raw', '--patch-with-raw', '--patch-with-stat', '--stat[=]',
  '--compact-summary', '--numstat', '--shortstat', '--dirstat[=]', '--summary', '--name-only', '--name-status',
  '--submodule[=]', '--word-diff[=]', '--word-diff-regex=', '--no-renames', '--find-renames|-M[=]', '--find-copies|-C[=]',
  '--find-copies-harder', '--irreversible-delete|-D', '--diff-filter=', '-S=', '-G=', '--pickaxe-all', '--pickaxe-regex',
  '-R', '--relative[=]', '--no-relative', '--text|-a', '--ignore-cr-at-eol', '--ignore-space-at-eol',
  '--ignore-space-change|-b', '--ignore-all-space|-w', '--ignore-blank-lines', '--ignore-matching-lines|-I=',
  '--function-context|-W', '--minimal', '--patience', '--histogram', '--anchored=', '--diff-algorithm=',
  '--full-index', '--binary', '--abbrev[=]', '--no-abbrev', '--src-prefix=', '--dst-prefix=', '--no-prefix',
  '--line-prefix=', '--ignore-submodules[=]', '--indent-heuristic', '--no-indent-heuristic', '-z', '--check',
);

// Commit selection and formatting, shared by log, show, shortlog and stash list.
export const REVISION_FLAGS = flags(
  '--max-count|-n=', '--skip=', '--since=', '--after=', '--until=', '--before=', '--author=', '--committer=',
  '--grep=', '--all-match', '--invert-grep', '--regexp-ignore-case|-i', '--extended-regexp|-E', '--fixed-strings|-F',
  '--perl-regexp|-P', '--basic-regexp', '--merges', '--no-merges', '--min-parents=', '--max-parents=', '--first-parent',
  '--all', '--branches[=]', '--tags[=]', '--remotes[=]', '--glob=', '--exclude=', '--not', '--ancestry-path',
  '--simplify-by-decoration', '--full-history', '--dense', '--sparse', '--simplify-merges', '--reverse', '--topo-order',
  '--date-order', '--author-date-order', '--no-walk[=]', '--do-walk', '--boundary', '--left-right', '--left-only',
  '--right-only', '--cherry-pick', '--cherry-mark', '--cherry', '--walk-reflogs|-g', '--merge', '--follow',
  '-L=', '--use-mailmap', '--mailmap', '--no-use-mailmap', '--no-mailmap',
);

export const FORMAT_FLAGS = flags(
  '--oneline', '--pretty[=]', '--format=', '--abbrev-commit', '--no-abbrev-commit', '--decorate[=]', '--no-decorate',
  '--decorate-refs=', '--decorate-refs-exclude=', '--source', '--graph', '--date=', '--relative-date', '--parents',
  '--children', '--encoding=', '--expand-tabs[=]', '--no-expand-tabs', '--notes[=]', '--no-notes', '--log-size',
  '--diff-merges=', '--no-diff-merges', '--combined-all-paths', '--cc', '-c', '-m', '-t',
);
