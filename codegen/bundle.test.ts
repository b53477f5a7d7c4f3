import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleSpec, collectRefs } from './bundle.js';
import { layoutFor } from './spec-files.js';
import { copyFixture, FIXTURE_ROOT } from './test-support.js';

describe('bundleSpec', () => {
  const doc = bundleSpec(layoutFor(FIXTURE_ROOT));

  it('leaves no external refs and every ref resolves to a component', () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const { ref } of refs) expect(ref).toMatch(/^#\/components\/(schemas|responses|parameters|headers)\//);
  });

  it('maps schema files, component files and $defs to local components', () => {
    const post = doc.paths['/api/v1/memory'].post;
    expect(post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/MemoryCreate' });
    expect(post.responses['422']).toEqual({ $ref: '#/components/responses/ValidationError' });
    expect(doc.paths['/api/v1/memory'].get.parameters[0]).toEqual({ $ref: '#/components/parameters/Limit' });
    expect(doc.components.schemas.HTTPValidationError.properties.detail.items).toEqual({
      $ref: '#/components/schemas/HTTPValidationError/$defs/ValidationIssue',
    });
    // "#" inside MemoryResponse.json is the schema itself
    expect(doc.components.schemas.MemoryResponse.properties.parent.anyOf[0]).toEqual({ $ref: '#/components/schemas/MemoryResponse' });
  });

  it('inlines path items, strips $schema/$id, keeps x- extensions', () => {
    expect(doc.paths['/api/v1/memory/{key}'].get.operationId).toBe('getMemory');
    const memoryCreate = doc.components.schemas.MemoryCreate;
    expect(memoryCreate.$schema).toBeUndefined();
    expect(memoryCreate.$id).toBeUndefined();
    expect(memoryCreate['x-example-note']).toBe('extensions stay in the bundle');
    expect(doc.paths['/api/v1/memory'].post['x-decision']).toBe(true);
  });

  it('sorts components by name and keeps canonical top-level order', () => {
    expect(Object.keys(doc.components.schemas)).toEqual([...Object.keys(doc.components.schemas)].sort());
    expect(Object.keys(doc).slice(0, 2)).toEqual(['openapi', 'info']);
    expect(Object.keys(doc).at(-1)).toBe('components');
  });

  describe('errors', () => {
    let cleanup = () => {};
    afterEach(() => cleanup());

    it('fails on a ref to a missing file', () => {
      const copy = copyFixture();
      cleanup = copy.cleanup;
      writeFileSync(
        path.join(copy.root, 'schemas', 'Broken.json'),
        JSON.stringify({ type: 'object', properties: { a: { $ref: './Nope.json' } } }),
      );
      expect(() => bundleSpec(layoutFor(copy.root))).toThrow(/Nope\.json/);
    });
  });
});
