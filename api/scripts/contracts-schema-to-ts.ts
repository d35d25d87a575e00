/**
 * Turns the JSON schemas of the API's OpenAPI document (3.0: `nullable`, `$ref` to
 * `#/components/schemas/…`) into TypeScript type expressions. Only what the route schemas use is
 * supported; anything else becomes `unknown`, which the contract checks then reveal.
 */

/** A JSON schema as the OpenAPI document holds it. */
export interface OpenApiSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  $ref?: string;
}

/** Where a `$ref` to a shared schema points: `ApiComponents['Product']`. */
export const COMPONENTS_TYPE = 'ApiComponents';
const COMPONENT_REF = /^#\/components\/schemas\/(.+)$/;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name as TypeScript needs it: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : `'${name.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A JSDoc block of `text` at `indent`, or nothing when there is no text. */
export function docComment(text: string | undefined, indent: string): string {
  if (!text) return '';
  const lines = text.replace(/\*\//g, '*\u2215').split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

function literal(value: unknown): string {
  return typeof value === 'string'
    ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
    : JSON.stringify(value);
}

/** Joins alternatives into a union, each once, in order. */
function union(parts: string[]): string {
  const unique = [...new Set(parts)];
  if (unique.includes('unknown')) return 'unknown';
  return unique.join(' | ');
}

/** Whether `type` is a union or an intersection at its top level (outside braces and string literals). */
function isCompound(type: string): boolean {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < type.length; i += 1) {
    const char = type[i];
    if (quoted) {
      if (char === '\\') i += 1;
      else if (char === "'") quoted = false;
    } else if (char === "'") quoted = true;
    else if ('{[('.includes(char)) depth += 1;
    else if ('}])'.includes(char)) depth -= 1;
    else if (depth === 0 && (char === '|' || char === '&')) return true;
  }
  return false;
}

/** Wraps a union or intersection in parentheses where it is an operand. */
function operand(type: string): string {
  return isCompound(type) ? `(${type})` : type;
}

function objectType(schema: OpenApiSchema, indent: string): string {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const inner = `${indent}  `;
  const lines = properties.map(
    ([name, property]) =>
      `${docComment(property.description, inner)}${inner}${propertyKey(name)}${required.has(name) ? '' : '?'}: ${schemaToType(property, inner)};\n`,
  );
  const extra = schema.additionalProperties;
  if (extra !== undefined && extra !== false) {
    // Named properties must fit the index signature: then it can only say `unknown`.
    const value = extra === true || properties.length > 0 ? 'unknown' : schemaToType(extra, inner);
    lines.push(`${inner}[key: string]: ${value};\n`);
  }
  if (lines.length === 0) return 'Record<string, never>';
  return `{\n${lines.join('')}${indent}}`;
}

function singleType(name: string, schema: OpenApiSchema, indent: string): string {
  switch (name) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array':
      return schema.items ? `${operand(schemaToType(schema.items, indent))}[]` : 'unknown[]';
    case 'object':
      return objectType(schema, indent);
    default:
      return 'unknown';
  }
}

function baseType(schema: OpenApiSchema, indent: string): string {
  if (schema.$ref) {
    const match = COMPONENT_REF.exec(schema.$ref);
    return match ? `${COMPONENTS_TYPE}[${literal(match[1])}]` : 'unknown';
  }
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return union(schema.enum.map(literal));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return union(alternatives.map((alternative) => schemaToType(alternative, indent)));
  if (schema.allOf) return schema.allOf.map((part) => operand(schemaToType(part, indent))).join(' & ');
  if (Array.isArray(schema.type)) return union(schema.type.map((name) => singleType(name, schema, indent)));
  if (schema.type) return singleType(schema.type, schema, indent);
  if (schema.properties) return objectType(schema, indent);
  return 'unknown';
}

/**
 * The TypeScript type of `schema`, written for a line indented by `indent`. Properties keep the
 * schema's order; `nullable` adds `| null`.
 */
export function schemaToType(schema: OpenApiSchema, indent = ''): string {
  const type = baseType(schema, indent);
  if (!schema.nullable || type === 'unknown' || type === 'null' || type.endsWith(' | null')) return type;
  return `${isCompound(type) && type.includes('&') ? `(${type})` : type} | null`;
}
