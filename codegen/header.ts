// The do-not-edit banner every generated file carries.
export const CODEGEN_COMMAND = 'npm run codegen';

export function commentHeader(specHash: string): string {
  return [
    `// GENERATED FILE - DO NOT EDIT. Regenerate with \`${CODEGEN_COMMAND}\` (check: \`npm run codegen:check\`).`,
    `// Source: openapi/** and schemas/** (spec_sha256 ${specHash}).`,
    '',
  ].join('\n');
}

/** The value stored in info['x-generated-by'] of generated/openapi.json. */
export function jsonHeader(specHash: string): { command: string; spec_sha256: string } {
  return { command: CODEGEN_COMMAND, spec_sha256: specHash };
}
