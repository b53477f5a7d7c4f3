// Bundles openapi/** + schemas/*.json into ONE document whose refs are all local ("#/components/...").
// Why our own bundler: generic bundlers choose an arbitrary occurrence as the ref target, which
// leaves refs such as "#/paths/~1a/post/requestBody/..." that dredd and Ajv handle badly.
// Rules (see README.md):
//   schemas/<Name>.json[#/p]                 -> #/components/schemas/<Name>[/p]
//   openapi/components/<kind>.yaml#/<Key>[/p] -> #/components/<kind>/<Key>[/p]
//   openapi/openapi.yaml#/p                  -> #/p
//   anything else (path files, ...)          -> inlined in place
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getAtPointer, parsePointer, toFragment } from './json-pointer.js';
import { isPlainObject, listSchemaComponentFiles, loadDocument, type SpecLayout } from './spec-files.js';

export const COMPONENT_KINDS = [
  'callbacks', 'examples', 'headers', 'links', 'parameters', 'pathItems',
  'requestBodies', 'responses', 'schemas', 'securitySchemes',
] as const;
type ComponentKind = (typeof COMPONENT_KINDS)[number];
const isComponentKind = (s: string): s is ComponentKind => (COMPONENT_KINDS as readonly string[]).includes(s);

const TOP_LEVEL_ORDER = [
  'openapi', 'info', 'jsonSchemaDialect', 'servers', 'security', 'tags', 'externalDocs', 'paths', 'webhooks', 'components',
];

export type OpenApiDocument = Record<string, any>;

interface Component { value: unknown; source: string }

export class SpecBundler {
  private readonly docs = new Map<string, unknown>();
  private readonly components = new Map<ComponentKind, Map<string, Component>>();
  private readonly schemaFiles: Map<string, string>; // Name -> abs file
  private readonly schemaNameByFile = new Map<string, string>();
  private readonly componentFiles = new Map<string, ComponentKind>(); // abs file -> kind
  private readonly inlineStack: string[] = [];

  constructor(private readonly layout: SpecLayout) {
    this.schemaFiles = listSchemaComponentFiles(layout);
    for (const [name, file] of this.schemaFiles) this.schemaNameByFile.set(file, name);
    const componentsDir = path.join(layout.openapiDir, 'components');
    if (existsSync(componentsDir)) {
      for (const entry of readdirSync(componentsDir).sort()) {
        const stem = entry.replace(/\.(ya?ml|json)$/, '');
        if (stem !== entry && isComponentKind(stem)) this.componentFiles.set(path.join(componentsDir, entry), stem);
      }
    }
  }

  bundle(): OpenApiDocument {
    const rootFile = this.layout.rootFile;
    if (!existsSync(rootFile)) throw new Error(`Missing root document ${rootFile}`);
    const root = this.load(rootFile);
    if (!isPlainObject(root)) throw new Error(`${rootFile} is not an object`);

    // Every schema file and every entry of openapi/components/<kind>.yaml is a component, used or not,
    // so generated types and validators exist for all of them.
    for (const [name, file] of this.schemaFiles) this.addComponent('schemas', name, this.schemaComponent(file), file);
    for (const [file, kind] of this.componentFiles) {
      const entries = this.load(file);
      if (!isPlainObject(entries)) throw new Error(`${file} must map component names to definitions`);
      for (const [key, value] of Object.entries(entries)) {
        if (key.startsWith('x-')) continue;
        this.addComponent(kind, key, this.rewrite(value, file), `${file}#/${key}`);
      }
    }
    this.addRootComponents(root.components, rootFile);

    const rewritten: OpenApiDocument = {};
    for (const [key, value] of Object.entries(root)) {
      if (key !== 'components') rewritten[key] = this.rewrite(value, rootFile);
    }
    rewritten.components = this.componentsObject();
    const keys = Object.keys(rewritten);
    const final: OpenApiDocument = {};
    for (const key of [...TOP_LEVEL_ORDER.filter((k) => keys.includes(k)), ...keys.filter((k) => !TOP_LEVEL_ORDER.includes(k)).sort()]) {
      final[key] = rewritten[key];
    }
    assertAllRefsLocal(final);
    return final;
  }

  private load(file: string): unknown {
    if (!this.docs.has(file)) this.docs.set(file, loadDocument(file));
    return this.docs.get(file);
  }

  private schemaComponent(file: string): unknown {
    const schema = this.rewrite(this.load(file), file);
    if (isPlainObject(schema)) {
      // $id would re-base ref resolution inside the bundle; $schema is implied by jsonSchemaDialect.
      delete schema.$id;
      delete schema.$schema;
    }
    return schema;
  }

  private addComponent(kind: ComponentKind, key: string, value: unknown, source: string): void {
    let byKey = this.components.get(kind);
    if (!byKey) this.components.set(kind, (byKey = new Map()));
    const existing = byKey.get(key);
    if (existing && JSON.stringify(existing.value) !== JSON.stringify(value)) {
      throw new Error(`Component ${kind}/${key} is defined twice: ${existing.source} and ${source}`);
    }
    byKey.set(key, { value, source });
  }

  private addRootComponents(components: unknown, rootFile: string): void {
    if (components === undefined) return;
    if (!isPlainObject(components)) throw new Error('components must be an object');
    for (const [kind, entries] of Object.entries(components)) {
      if (!isComponentKind(kind)) throw new Error(`Unsupported key components.${kind} in ${rootFile}`);
      if (!isPlainObject(entries)) throw new Error(`components.${kind} must be an object`);
      for (const [key, value] of Object.entries(entries)) {
        const selfRef = `#/components/${kind}/${key}`;
        // `components.schemas.X: {$ref: ../schemas/X.json}` is an alias of the file component itself.
        if (isPlainObject(value) && typeof value.$ref === 'string' && Object.keys(value).length === 1) {
          if (this.mapRef(value.$ref, rootFile) === selfRef) continue;
        }
        this.addComponent(kind, key, this.rewrite(value, rootFile), `${rootFile}#/components/${kind}/${key}`);
      }
    }
  }

  private componentsObject(): Record<string, Record<string, unknown>> {
    const out: Record<string, Record<string, unknown>> = {};
    for (const kind of [...this.components.keys()].sort()) {
      const byKey = this.components.get(kind)!;
      out[kind] = {};
      for (const key of [...byKey.keys()].sort()) out[kind][key] = byKey.get(key)!.value;
    }
    return out;
  }

  /** Deep copy of `node` with every $ref made local (or inlined), resolved relative to `baseFile`. */
  private rewrite(node: unknown, baseFile: string): unknown {
    if (Array.isArray(node)) return node.map((item) => this.rewrite(item, baseFile));
    if (!isPlainObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const siblings: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(node)) if (k !== '$ref') siblings[k] = this.rewrite(v, baseFile);
      const mapped = this.mapRef(node.$ref, baseFile);
      if (mapped !== null) return { $ref: mapped, ...siblings };
      const inlined = this.inline(node.$ref, baseFile);
      return isPlainObject(inlined) ? { ...inlined, ...siblings } : inlined;
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = this.rewrite(v, baseFile);
    return out;
  }

  private resolveTarget(ref: string, baseFile: string): { file: string; tokens: string[] } {
    const hashAt = ref.indexOf('#');
    const location = hashAt === -1 ? ref : ref.slice(0, hashAt);
    const fragment = hashAt === -1 ? '' : ref.slice(hashAt);
    if (/^[a-z][a-z0-9+.-]*:/i.test(location)) throw new Error(`Remote $ref "${ref}" in ${baseFile} is not allowed`);
    const file = location === '' ? baseFile : path.resolve(path.dirname(baseFile), decodeURI(location));
    if (!existsSync(file)) throw new Error(`$ref "${ref}" in ${baseFile}: file ${file} does not exist`);
    return { file, tokens: parsePointer(fragment) };
  }

  /** The local ref for a target that becomes a component (or lives in the root); null = inline it. */
  private mapRef(ref: string, baseFile: string): string | null {
    const { file, tokens } = this.resolveTarget(ref, baseFile);
    if (file === this.layout.rootFile) {
      getAtPointer(this.load(file), tokens, file);
      return toFragment(tokens);
    }
    const schemaName = this.schemaNameByFile.get(file);
    if (schemaName !== undefined) {
      getAtPointer(this.load(file), tokens, file);
      return toFragment(['components', 'schemas', schemaName, ...tokens]);
    }
    const kind = this.componentFiles.get(file);
    if (kind !== undefined) {
      if (tokens.length === 0) throw new Error(`$ref "${ref}" in ${baseFile} must point at one entry of ${file}`);
      getAtPointer(this.load(file), tokens, file);
      return toFragment(['components', kind, ...tokens]);
    }
    return null;
  }

  private inline(ref: string, baseFile: string): unknown {
    const { file, tokens } = this.resolveTarget(ref, baseFile);
    const key = `${file}${toFragment(tokens)}`;
    if (this.inlineStack.includes(key)) {
      throw new Error(`Circular $ref through inlined ${key}; move the target into schemas/ or openapi/components/`);
    }
    this.inlineStack.push(key);
    try {
      return this.rewrite(getAtPointer(this.load(file), tokens, file), file);
    } finally {
      this.inlineStack.pop();
    }
  }
}

export function bundleSpec(layout: SpecLayout): OpenApiDocument {
  return new SpecBundler(layout).bundle();
}

/** Throws unless every $ref in doc is "#/..." and resolves inside doc. */
export function assertAllRefsLocal(doc: unknown): void {
  for (const { ref, at } of collectRefs(doc)) {
    if (!ref.startsWith('#')) throw new Error(`External $ref "${ref}" left at ${at}`);
    getAtPointer(doc, parsePointer(ref), `bundled document (ref at ${at})`);
  }
}

export function collectRefs(doc: unknown): Array<{ ref: string; at: string }> {
  const out: Array<{ ref: string; at: string }> = [];
  const walk = (node: unknown, at: string[]): void => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...at, String(i)]));
    else if (isPlainObject(node)) {
      for (const [k, v] of Object.entries(node)) {
        if (k === '$ref' && typeof v === 'string') out.push({ ref: v, at: toFragment(at) });
        else walk(v, [...at, k]);
      }
    }
  };
  walk(doc, []);
  return out;
}
