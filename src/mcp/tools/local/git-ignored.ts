/**
 * What `dir_list` leaves out unless asked: `.git` folders and what the `.gitignore` files of the
 * listed folder and its sub-folders ignore (build output, dependencies), which would otherwise
 * fill a model's context with entries it never needs. Rules are matched by the `ignore` package
 * (the .gitignore matcher eslint uses), each file's rules relative to its own folder as git does.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

interface Rules {
  /** Folder of the .gitignore, relative to the listed root ('' for the root). */
  base: string;
  matcher: Ignore;
}

export class GitIgnored {
  private readonly rules: Rules[] = [];

  /** Reads `<root>/<folder>/.gitignore` when there is one; call for each folder before its entries. */
  async enter(root: string, folder: string): Promise<void> {
    const text = await fs.readFile(path.join(root, folder, '.gitignore'), 'utf8').catch(() => null);
    if (text) this.rules.push({ base: folder, matcher: ignore().add(text) });
  }

  /** Whether the entry (path relative to the listed root, `/`-separated) is left out. */
  ignores(name: string, isDirectory: boolean): boolean {
    if (name.split('/').at(-1) === '.git') return true;
    return this.rules.some(({ base, matcher }) => {
      if (base && !name.startsWith(`${base}/`)) return false;
      const relative = base ? name.slice(base.length + 1) : name;
      return matcher.ignores(isDirectory ? `${relative}/` : relative);
    });
  }
}
