/**
 * Reads a git command line given to vcs_exec (`["git", "log", "--oneline", "-n", "5"]`) against
 * the allow-list and turns it into the argument list git runs: every flag must be one its
 * subcommand allows, and each is passed on as one token with its value attached
 * (`--max-count=5`), so git cannot read a caller's value as another option. Options before
 * the subcommand (`-c`, `-C`, `--git-dir`...) are never accepted. Nothing here runs git.
 */
import { UsageError } from '../commands/command-line.js';
import { REFUSED_BECAUSE, type GitFlag } from './git-flags.js';
import { GIT_SUBCOMMANDS, findGitSubcommand, type GitSubcommand, type ParsedGit } from './git-subcommands.js';

export interface GitPlan {
  /** The subcommand as named, e.g. `log` or `stash push`. */
  subcommand: string;
  write: boolean;
  /** What follows `git` and the safety options: the subcommand, forced options, the caller's arguments. */
  args: string[];
  /** Operands naming revisions or paths (patterns left out), to check against the repository's folder. */
  operands: string[];
}

const name = (sub: GitSubcommand) => sub.words.join(' ');
const key = (f: GitFlag) => f.long ?? f.short!;

function unknownFlag(sub: GitSubcommand, token: string): never {
  const long = token.startsWith('--') ? token.split('=')[0]! : null;
  const reason = long ? REFUSED_BECAUSE[long] : undefined;
  if (reason) throw new UsageError(`git ${name(sub)} ${long} is refused: ${reason}`);
  throw new UsageError(`${token} is not a flag vcs_exec allows for git ${name(sub)} (["git", "help", "${name(sub)}"] lists them)`);
}

function record(p: ParsedGit, f: GitFlag, value: string): void {
  p.given.set(key(f), [...(p.given.get(key(f)) ?? []), value]);
}

/** One token per flag, value attached: `--long=value`, or `-xvalue` for flags with no long name. */
function withValue(f: GitFlag, value: string): string {
  if (f.long) return `--${f.long}=${value}`;
  if (value === '') throw new UsageError(`-${f.short} needs a value that is not empty`);
  return `-${f.short}${value}`;
}

function readArgs(sub: GitSubcommand, rest: readonly string[]): { parsed: ParsedGit; tokens: string[] } {
  const parsed: ParsedGit = { given: new Map(), operands: [], paths: [], sawSeparator: false };
  const tokens: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (parsed.sawSeparator) {
      parsed.paths.push(token);
      tokens.push(token);
    } else if (token === '--') {
      parsed.sawSeparator = true;
      tokens.push(token);
    } else if (token === '-' && sub.allowDash) {
      parsed.operands.push(token);
      tokens.push(token);
    } else if (sub.numericCount && /^-\d{1,9}$/.test(token)) {
      parsed.given.set('max-count', [token.slice(1)]);
      tokens.push(token);
    } else if (token.startsWith('--')) {
      const [, flagName, inline] = token.match(/^--([^=]+)(?:=(.*))?$/s) ?? [];
      const f = sub.flags.find((x) => x.long === flagName);
      if (!f) unknownFlag(sub, token);
      if (f.arity === 'switch') {
        if (inline !== undefined) throw new UsageError(`--${f.long} takes no value`);
        record(parsed, f, '');
        tokens.push(`--${f.long}`);
      } else if (f.arity === 'attached') {
        record(parsed, f, inline ?? '');
        tokens.push(inline === undefined ? `--${f.long}` : `--${f.long}=${inline}`);
      } else {
        const value = inline ?? rest[++i];
        if (value === undefined) throw new UsageError(`--${f.long} needs a value`);
        record(parsed, f, value);
        tokens.push(withValue(f, value));
      }
    } else if (token.startsWith('-') && token.length > 1) {
      // A cluster of short flags (-sb); a flag taking a value ends it (-n5, -uno).
      for (let j = 1; j < token.length; j++) {
        const f = sub.flags.find((x) => x.short === token[j]);
        if (!f) unknownFlag(sub, `-${token[j]}`);
        const attached = token.slice(j + 1);
        if (f.arity === 'switch') {
          record(parsed, f, '');
          tokens.push(`-${f.short}`);
          continue;
        }
        if (f.arity === 'attached') {
          record(parsed, f, attached);
          tokens.push(`-${f.short}${attached}`);
        } else {
          const value = attached || rest[++i];
          if (value === undefined) throw new UsageError(`-${f.short} needs a value`);
          record(parsed, f, value);
          tokens.push(withValue(f, value));
        }
        break;
      }
    } else {
      parsed.operands.push(token);
      tokens.push(token);
    }
  }
  return { parsed, tokens };
}

const RUN = GIT_SUBCOMMANDS.filter((s) => !s.invoke).map(name);

/** The plan for `args` (the words after `git`), or a usage error saying what is wrong. */
export function planGitCommand(args: readonly string[]): GitPlan {
  const first = args[0];
  if (first === undefined) throw new UsageError('name a git subcommand, e.g. ["git", "status"] (["git", "help"] lists them)');
  if (first.startsWith('-')) {
    throw new UsageError(`${first}: options before the subcommand (-c, -C, --git-dir, --exec-path...) are refused, as they change git's configuration or the repository it works in; name the folder with the path argument`);
  }
  const found = findGitSubcommand(args);
  if (!found) throw new UsageError(`git ${first} is not one vcs_exec runs; it runs git ${RUN.join(', ')} (["git", "help"] says which write)`);
  const { sub, rest } = found;
  const { parsed, tokens } = readArgs(sub, rest);
  const write = sub.access(parsed) === 'write';
  const patterns = sub.patternOperands?.(parsed) ?? 0;
  return {
    subcommand: name(sub),
    write,
    args: [...(sub.invoke ?? sub.words), ...(sub.forced ?? []), ...(sub.finish ? sub.finish(tokens, parsed) : tokens)],
    operands: [...parsed.operands.slice(patterns), ...parsed.paths],
  };
}

/** Help: every subcommand with what it does, or one subcommand's usage and flags. */
export function gitHelp(subcommand: readonly string[] = []): { text: string; subcommands: Array<{ command: string; usage: string; mode: string; summary: string; flags: string[] }> } {
  const chosen = subcommand.length ? findGitSubcommand(subcommand)?.sub : undefined;
  if (subcommand.length && !chosen) throw new UsageError(`git ${subcommand.join(' ')} is not one vcs_exec runs (["git", "help"] lists them)`);
  const subs = chosen ? [chosen] : GIT_SUBCOMMANDS.filter((s) => !s.invoke);
  const entries = subs.map((s) => ({ command: `git ${name(s)}`, usage: `git ${name(s)} ${s.usage}`.trim(), mode: s.mode, summary: s.summary, flags: s.flags.map((f) => f.spec) }));
  const lines = entries.map((e) => (chosen ? `${e.usage}  (${e.mode}): ${e.summary}\nflags: ${e.flags.join(' ')}` : `${e.usage}  (${e.mode}): ${e.summary}`));
  return { text: lines.join('\n'), subcommands: entries };
}
