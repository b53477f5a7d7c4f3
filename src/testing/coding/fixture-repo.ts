/**
 * Test helper: a small repository written to a temporary folder: TypeScript with relative
 * imports, index files, `.js` specifiers of `.ts` files, a tsconfig path alias and an import
 * cycle; CommonJS; a Python package with relative and absolute imports; an ignored
 * node_modules and a symlink pointing out of the folder. `git` runs real git in it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIXTURE_FILES: Record<string, string> = {
  'README.md': '# Shop\n\nA small shop used to test code analysis.\n',
  'package.json': JSON.stringify({ name: 'shop', version: '1.2.3', description: 'A small shop', scripts: { test: 'vitest' }, dependencies: { lodash: '^4.0.0' }, devDependencies: { vitest: '^1.0.0' } }, null, 2),
  'tsconfig.json': '{\n  // comments are allowed here\n  "compilerOptions": { "baseUrl": ".", "paths": { "@util/*": ["src/util/*"] } }\n}\n',
  '.gitignore': 'node_modules/\n',
  'src/index.ts': "export * from './api/index.js';\nimport { helper } from './util';\nexport const version = helper();\n",
  'src/api/index.ts': "export { handler } from './handler.js';\n",
  'src/api/handler.ts': "import { helper } from '../util/index.js';\nimport lodash from 'lodash';\nimport fs from 'node:fs';\nexport const handler = () => helper() + String(lodash) + String(fs);\n",
  'src/api/all.ts': "export * from './handler.js';\n",
  'src/consumer.ts': "import { handler as run } from './api/all';\nrun();\n",
  'src/util/index.ts': "export function helper() { return 1; }\nexport function other() { return 2; }\n",
  'src/util/format.ts': "import { other } from '@util/index';\nexport const format = () => other();\n",
  'src/cycle/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'src/cycle/b.ts': "import { a } from './a';\nimport { format } from '../util/format.js';\nexport const b = () => [a, format];\n",
  'src/broken.ts': "import missing from './nope';\nexport default missing;\n",
  'src/app.test.ts': "import { handler } from './api';\nimport type { b } from './cycle/b';\nhandler();\n",
  'lib/legacy.js': "const util = require('../src/util');\nmodule.exports = () => util.helper();\n",
  'node_modules/lodash/index.js': "module.exports = require('../../src/index');\n",
  'py/app/__init__.py': '',
  'py/app/config.py': 'SETTINGS = {}\n',
  'py/app/db.py': '"""Database.\n\nimport fake_in_docstring\n"""\nfrom app.config import SETTINGS  # absolute, package-resolved\nimport sqlite3\n',
  'py/app/models.py': 'from . import db\nfrom .config import (\n    SETTINGS,\n)\nimport os, json as j\n\ndef load():\n    from ..outside import nothing\n',
  'py/main.py': 'import app.models as models\nfrom app import db\nprint(models, db)\n',
};

export interface FixtureRepo {
  base: string;
  root: string;
  outside: string;
  git(...args: string[]): string;
  write(file: string, content: string): void;
  remove(): void;
}

export function createFixtureRepo(options: { git?: boolean; commit?: boolean } = {}): FixtureRepo {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'memplat-analysis-')));
  const root = path.join(base, 'shop');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'secret.ts'), "import './leak';\n");
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  for (const [file, content] of Object.entries(FIXTURE_FILES)) write(file, content);
  fs.symlinkSync(path.join(outside, 'secret.ts'), path.join(root, 'src/leak.ts'));
  const git = (...args: string[]) => execFileSync('git', args, {
    cwd: root, encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'ada@example.org', GIT_COMMITTER_NAME: 'Ada', GIT_COMMITTER_EMAIL: 'ada@example.org' },
  });
  if (options.git !== false) {
    git('init', '-q', '-b', 'main');
    git('config', 'commit.gpgsign', 'false');
    if (options.commit !== false) {
      git('add', '.');
      git('commit', '-q', '-m', 'Shop: first version');
    }
  }
  return { base, root, outside, git, write, remove: () => fs.rmSync(base, { recursive: true, force: true }) };
}
