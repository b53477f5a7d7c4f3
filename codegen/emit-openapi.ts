// generated/openapi.json: the bundled document, served as /openapi.json and used by dredd.
import SwaggerParserModule from '@apidevtools/swagger-parser';
import type { OpenApiDocument } from './bundle.js';
import { jsonHeader } from './header.js';

const SwaggerParser = ((SwaggerParserModule as any).default ?? SwaggerParserModule) as typeof SwaggerParserModule;

export function withGeneratedInfo(doc: OpenApiDocument, specHash: string): OpenApiDocument {
  return { ...doc, info: { ...doc.info, 'x-generated-by': jsonHeader(specHash) } };
}

export function renderJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

/** swagger-parser validation of the bundle; it dereferences in place, hence the deep clone. */
export async function validateBundledDocument(doc: OpenApiDocument): Promise<void> {
  try {
    await SwaggerParser.validate(structuredClone(doc) as any);
  } catch (err) {
    throw new Error(`Bundled OpenAPI document is invalid: ${(err as Error).message}`);
  }
}
