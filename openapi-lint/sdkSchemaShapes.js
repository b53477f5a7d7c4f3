/**
 * Spectral function (.spectral.yaml, rule sdk-schema-shapes): the forms of JSON Schema that SDK
 * generators (@hey-api/openapi-ts, openapi-python-client) turn into usable types, checked on one
 * component schema of the bundled description (generated/openapi.json, refs unresolved).
 */
const NOT_HERE = ['examples', 'example', 'default', 'const', 'enum'];

function* problems(node, path) {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* problems(item, [...path, i]);
    return;
  }
  if (!node || typeof node !== 'object') return;
  if (typeof node.$ref === 'string' && /\/properties\//.test(node.$ref)) {
    yield { message: `refers into another schema's properties (${node.$ref}): name the shared schema instead`, path: [...path, '$ref'] };
  }
  if (Array.isArray(node.type) && !(node.type.length === 2 && node.type.includes('null'))) {
    yield { message: `has several types (${node.type.join(', ')}): use one type, or a named oneOf`, path: [...path, 'type'] };
  }
  if (Array.isArray(node.enum) && node.enum.includes(null)) {
    yield { message: 'is a nullable enum: name the enum and write anyOf [{$ref: TheEnum}, {type: null}]', path: [...path, 'enum'] };
  }
  if ('if' in node) yield { message: 'uses if/then/else, which generators ignore: use a oneOf of named shapes or document the condition', path: [...path, 'if'] };
  if (node.not && typeof node.not === 'object' && 'required' in node.not) {
    yield { message: 'writes exactly-one-of with not/required: use a oneOf of closed named bodies, each with its required members', path: [...path, 'not'] };
  }
  if (Array.isArray(node.required)) {
    const defined = node.properties && typeof node.properties === 'object' ? node.properties : {};
    const undefinedNames = node.required.filter((name) => !(name in defined));
    if (undefinedNames.length) yield { message: `requires members it does not define: ${undefinedNames.join(', ')}`, path: [...path, 'required'] };
  }
  for (const [key, value] of Object.entries(node)) {
    if (NOT_HERE.includes(key) || key.startsWith('x-')) continue;
    yield* problems(value, [...path, key]);
  }
}

export default function sdkSchemaShapes(schema, _options, context) {
  return [...problems(schema, context.path)];
}
