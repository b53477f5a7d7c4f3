/**
 * vcs_exec's argument lists, read the way the hosting CLIs (gh, glab) read theirs but against a
 * fixed table: the first words name the command, then `--flag value`, `--flag=value`, short
 * `-f value`, switches without a value, and one positional argument (a number or a tag).
 * Nothing is ever passed to a shell or a program: an unknown command or flag is a usage error.
 */

export type FlagKind = 'string' | 'int' | 'switch' | 'list';

export interface FlagSpec {
  name: string;
  short?: string;
  kind: FlagKind;
  /** Allowed values (string flags). */
  values?: readonly string[];
  required?: boolean;
  description: string;
}

export interface PositionalSpec {
  name: string;
  kind: 'int' | 'string';
}

export interface CommandShape {
  /** The command's words, e.g. ['issue', 'list']. */
  words: readonly string[];
  positional?: PositionalSpec;
  flags: readonly FlagSpec[];
}

export interface ParsedArgs {
  positional: string | number | null;
  flags: Record<string, string | number | boolean | string[]>;
  /** --repo / -R, which every command takes. */
  repository: string | null;
}

export class UsageError extends Error {}

const REPO_FLAG: FlagSpec = { name: 'repo', short: 'R', kind: 'string', description: 'owner/name (else the repository argument)' };
const INT = /^[1-9]\d{0,9}$/;

function flagFor(token: string, shape: CommandShape): { spec: FlagSpec; inline: string | null } {
  const all = [...shape.flags, REPO_FLAG];
  const long = token.match(/^--([a-z][a-z-]*)(?:=(.*))?$/s);
  const short = token.match(/^-([A-Za-z])$/);
  const spec = long ? all.find((f) => f.name === long[1]) : short ? all.find((f) => f.short === short[1]) : undefined;
  if (!spec) throw new UsageError(`unknown flag ${token} for "${shape.words.join(' ')}"`);
  return { spec, inline: long?.[2] ?? null };
}

/** Reads the arguments after the command's words against its shape. */
export function parseArgs(rest: readonly string[], shape: CommandShape): ParsedArgs {
  const flags: ParsedArgs['flags'] = {};
  let positional: string | number | null = null;
  let repository: string | null = null;
  let onlyPositionals = false;
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (!onlyPositionals && token === '--') {
      onlyPositionals = true;
      continue;
    }
    if (!onlyPositionals && token.startsWith('-') && token.length > 1 && !/^-\d/.test(token)) {
      const { spec, inline } = flagFor(token, shape);
      if (spec.kind === 'switch') {
        if (inline !== null && !/^(true|false)$/.test(inline)) throw new UsageError(`--${spec.name} is a switch; give it alone or as --${spec.name}=true|false`);
        flags[spec.name] = inline === null ? true : inline === 'true';
        continue;
      }
      const value = inline ?? rest[++i];
      if (value === undefined) throw new UsageError(`--${spec.name} needs a value`);
      if (spec.name === 'repo') repository = value;
      else if (spec.kind === 'list') flags[spec.name] = [...((flags[spec.name] as string[] | undefined) ?? []), ...value.split(',').map((v) => v.trim()).filter(Boolean)];
      else if (spec.kind === 'int') {
        if (!INT.test(value)) throw new UsageError(`--${spec.name} must be a positive whole number, got ${JSON.stringify(value)}`);
        flags[spec.name] = Number(value);
      } else {
        if (spec.values && !spec.values.includes(value)) throw new UsageError(`--${spec.name} must be one of ${spec.values.join(', ')}, got ${JSON.stringify(value)}`);
        flags[spec.name] = value;
      }
      continue;
    }
    if (!shape.positional) throw new UsageError(`"${shape.words.join(' ')}" takes no argument, got ${JSON.stringify(token)}`);
    if (positional !== null) throw new UsageError(`"${shape.words.join(' ')}" takes one ${shape.positional.name}, got another: ${JSON.stringify(token)}`);
    const wanted = shape.positional;
    const bare = wanted.kind === 'int' ? token.replace(/^[#!]/, '') : token;
    if (wanted.kind === 'int' && !INT.test(bare)) throw new UsageError(`${wanted.name} must be a number, got ${JSON.stringify(token)}`);
    positional = wanted.kind === 'int' ? Number(bare) : bare;
  }
  if (shape.positional && positional === null) throw new UsageError(`"${shape.words.join(' ')}" needs its ${shape.positional.name}`);
  for (const spec of shape.flags) if (spec.required && flags[spec.name] === undefined) throw new UsageError(`"${shape.words.join(' ')}" needs --${spec.name}`);
  return { positional, flags, repository };
}

/** One line of usage for a command, e.g. `issue list [--state open|closed|all] [--label L]...`. */
export function usageLine(shape: CommandShape): string {
  const parts = [...shape.words];
  if (shape.positional) parts.push(`<${shape.positional.name}>`);
  for (const f of shape.flags) {
    const value = f.kind === 'switch' ? '' : f.values ? ` ${f.values.join('|')}` : f.kind === 'int' ? ' N' : ` <${f.name}>`;
    const flag = `--${f.name}${value}`;
    parts.push(f.required ? flag : `[${flag}]${f.kind === 'list' ? '...' : ''}`);
  }
  return parts.join(' ');
}
