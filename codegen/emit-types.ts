// generated/api-types.ts: openapi-typescript output for the bundled document.
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenApiDocument } from './bundle.js';
import { commentHeader } from './header.js';

export async function emitApiTypes(doc: OpenApiDocument, specHash: string): Promise<string> {
  const ast = await openapiTS(structuredClone(doc) as any, {
    // Also export `SchemaMemoryCreate`-style aliases next to `components['schemas'][...]`.
    rootTypes: true,
    // A field with a default may be left out by the client (the server fills it in), so it
    // stays optional in request bodies instead of becoming required.
    defaultNonNullable: false,
    silent: true,
  });
  return commentHeader(specHash) + '\n' + astToString(ast);
}
