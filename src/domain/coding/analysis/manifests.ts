/**
 * What a project's manifests at the top of its folder say: name, version, description,
 * dependencies and scripts of package.json, pyproject.toml, requirements.txt, setup.cfg,
 * Cargo.toml, go.mod, composer.json and pom.xml; others (Gemfile, build.gradle…) by presence.
 * TOML and XML are read by a few patterns, not parsed in full: enough for a summary.
 */
import { readInside } from './repository-files.js';

export interface Manifest {
  file: string;
  ecosystem: string;
  name: string | null;
  version: string | null;
  description: string | null;
  dependencies: string[];
  dev_dependencies: string[];
  scripts: string[];
}

const MAX_MANIFEST_BYTES = 262_144;
const MAX_LISTED = 60;

const KNOWN: Record<string, string> = {
  'package.json': 'npm', 'pyproject.toml': 'python', 'requirements.txt': 'python', 'setup.cfg': 'python', 'setup.py': 'python', 'Pipfile': 'python',
  'Cargo.toml': 'cargo', 'go.mod': 'go', 'composer.json': 'composer', 'pom.xml': 'maven', 'build.gradle': 'gradle', 'build.gradle.kts': 'gradle',
  'Gemfile': 'ruby', 'mix.exs': 'elixir', 'deno.json': 'deno', 'CMakeLists.txt': 'cmake',
};

const keys = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value).slice(0, MAX_LISTED) : []);
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 500) : null);

/** Sections of a TOML file as `section → key → raw value` (one-line values; arrays joined). */
function tomlSections(text: string): Map<string, Map<string, string>> {
  const sections = new Map<string, Map<string, string>>([['', new Map()]]);
  let current = sections.get('')!;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/^\s+|\s+$/g, '');
    const header = /^\[+([^\]]+)\]+$/.exec(line);
    if (header) {
      current = new Map();
      sections.set(header[1]!.trim(), current);
      continue;
    }
    const pair = /^([\w.-]+|"[^"]+")\s*=\s*(.*)$/.exec(line);
    if (!pair) continue;
    let value = pair[2]!;
    while (value.startsWith('[') && !value.includes(']') && i + 1 < lines.length) value += ` ${lines[++i]!.trim()}`;
    current.set(pair[1]!.replace(/"/g, ''), value);
  }
  return sections;
}

const tomlString = (raw: string | undefined) => (raw ? /^["']([^"']*)["']/.exec(raw)?.[1] ?? null : null);
const tomlArray = (raw: string | undefined) => (raw ? [...raw.matchAll(/["']([^"']+)["']/g)].map((m) => requirementName(m[1]!)) : []);
const requirementName = (spec: string) => spec.trim().split(/[\s<>=!~;[(@]/)[0]!;

function fromText(file: string, ecosystem: string, text: string): Manifest {
  const manifest: Manifest = { file, ecosystem, name: null, version: null, description: null, dependencies: [], dev_dependencies: [], scripts: [] };
  if (file.endsWith('.json')) {
    const json = (() => { try { return JSON.parse(text) as Record<string, unknown>; } catch { return {}; } })();
    Object.assign(manifest, {
      name: str(json.name), version: str(json.version), description: str(json.description), scripts: keys(json.scripts),
      dependencies: keys(json.dependencies ?? json.require ?? json.imports), dev_dependencies: keys(json.devDependencies ?? json['require-dev']),
    });
  } else if (file.endsWith('.toml')) {
    const sections = tomlSections(text);
    const main = sections.get('project') ?? sections.get('tool.poetry') ?? sections.get('package') ?? new Map<string, string>();
    Object.assign(manifest, { name: tomlString(main.get('name')), version: tomlString(main.get('version')), description: tomlString(main.get('description')) });
    manifest.dependencies = file === 'Cargo.toml'
      ? [...(sections.get('dependencies')?.keys() ?? [])]
      : [...tomlArray(main.get('dependencies')), ...[...(sections.get('tool.poetry.dependencies')?.keys() ?? [])].filter((k) => k !== 'python')];
    manifest.dev_dependencies = file === 'Cargo.toml' ? [...(sections.get('dev-dependencies')?.keys() ?? [])] : [...(sections.get('tool.poetry.group.dev.dependencies')?.keys() ?? [])];
    manifest.scripts = [...(sections.get('project.scripts')?.keys() ?? sections.get('tool.poetry.scripts')?.keys() ?? [])];
  } else if (file === 'requirements.txt') {
    manifest.dependencies = text.split('\n').map((l) => l.replace(/#.*/, '').trim()).filter((l) => l && !l.startsWith('-')).map(requirementName);
  } else if (file === 'setup.cfg' || file === 'setup.py') {
    manifest.name = /\bname\s*[=:]\s*["']?([\w.-]+)/.exec(text)?.[1] ?? null;
    manifest.version = /\bversion\s*[=:]\s*["']?([\w.+-]+)/.exec(text)?.[1] ?? null;
  } else if (file === 'go.mod') {
    manifest.name = /^module\s+(\S+)/m.exec(text)?.[1] ?? null;
    manifest.version = /^go\s+(\S+)/m.exec(text)?.[1] ?? null;
    const requires = [...text.matchAll(/^[ \t]*require[ \t]+([^\s(]+)[ \t]+\S+/gm), ...(/require\s*\(([\s\S]*?)\)/.exec(text)?.[1] ?? '').matchAll(/^\s*(\S+)\s+v\S+/gm)];
    manifest.dependencies = requires.map((m) => m[1]!);
  } else if (file === 'pom.xml') {
    const top = text.replace(/<parent>[\s\S]*?<\/parent>|<dependencies>[\s\S]*<\/dependencies>/g, '');
    manifest.name = /<artifactId>([^<]+)<\/artifactId>/.exec(top)?.[1] ?? null;
    manifest.version = /<version>([^<]+)<\/version>/.exec(top)?.[1] ?? null;
    manifest.description = /<description>([^<]+)<\/description>/.exec(top)?.[1]?.trim() ?? null;
    manifest.dependencies = [...text.matchAll(/<dependency>[\s\S]*?<artifactId>([^<]+)<\/artifactId>/g)].map((m) => m[1]!);
  }
  manifest.dependencies = [...new Set(manifest.dependencies.filter(Boolean))].slice(0, MAX_LISTED);
  manifest.dev_dependencies = [...new Set(manifest.dev_dependencies.filter(Boolean))].slice(0, MAX_LISTED);
  manifest.scripts = manifest.scripts.slice(0, MAX_LISTED);
  return manifest;
}

/** The manifests among the top-level files of the folder. */
export async function readManifests(root: string, files: readonly string[]): Promise<Manifest[]> {
  const out: Manifest[] = [];
  for (const file of files.filter((f) => !f.includes('/') && KNOWN[f]).sort()) {
    const text = await readInside(root, file, MAX_MANIFEST_BYTES);
    if (text !== null) out.push(fromText(file, KNOWN[file]!, text));
  }
  return out;
}
