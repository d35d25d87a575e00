/**
 * Bad requests generated from the API's own OpenAPI document, for the fuzz test of every route:
 * wrong types, missing and extra fields, huge and negative numbers, `1e309`, NaN, unicode and
 * control characters, NUL, very long strings, arrays for scalars, invalid JSON, a wrong content
 * type, truncated multipart and path traversal. A seeded generator makes every run send the same
 * requests, so a failure seen once is seen again.
 */
import { Prng } from '../db/seed/prng';

/** One operation of the OpenAPI document, reduced to what the generator needs. */
export interface FuzzOperation {
  method: string;
  path: string;
  pathParams: FuzzParam[];
  queryParams: FuzzParam[];
  /** The JSON body's properties (names and types), when the operation documents a JSON body. */
  bodyProperties: FuzzParam[] | null;
  /** Whether a body may be sent at all (POST, PUT, PATCH, DELETE). */
  takesBody: boolean;
}

export interface FuzzParam {
  name: string;
  type: string;
}

/** A request ready for `app.inject`. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What the case tries, for the failure report. */
  label: string;
}

type OpenApiSchema = { type?: string | string[]; properties?: Record<string, OpenApiSchema>; $ref?: string; items?: OpenApiSchema };
type OpenApiParameter = { in: string; name: string; schema?: OpenApiSchema };
type OpenApiOperation = { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> } };
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function typeOf(schema: OpenApiSchema | undefined): string {
  const type = schema?.type;
  return (Array.isArray(type) ? type.find((t) => t !== 'null') : type) ?? 'string';
}

/** Every operation of the document. */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  const resolve = (schema: OpenApiSchema | undefined): OpenApiSchema | undefined => {
    const name = schema?.$ref?.split('/').pop();
    return name ? doc.components?.schemas?.[name] : schema;
  };
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = operation.parameters ?? [];
      const of = (place: string) => params.filter((p) => p.in === place).map((p) => ({ name: p.name, type: typeOf(p.schema) }));
      const json = resolve(operation.requestBody?.content?.['application/json']?.schema);
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        queryParams: of('query'),
        bodyProperties: json?.properties ? Object.entries(json.properties).map(([name, schema]) => ({ name, type: typeOf(resolve(schema)) })) : null,
        takesBody: method !== 'get',
      });
    }
  }
  return operations;
}

/** Text that breaks naive code: controls, NUL, odd unicode, injection, traversal, numbers in words. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '\u202eгарантия',
  '😀'.repeat(40),
  '\ud800',
  '\uffff',
  'Ω̸̢̛̖ͤ̾',
  'x'.repeat(5000),
  'я'.repeat(3000),
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '-9007199254740993',
  'true',
  'null',
  '[]',
  '{}',
];

/** Numbers that break naive code once they are numbers. */
const HOSTILE_NUMBERS = ['1e309', '-1e309', '99999999999999999999', '-2147483649', '2147483648', '-1', '0', '1.5', '1e-400', 'NaN'];

/** JSON values for a body field: every type but the right one, and the edges of the right one. */
const HOSTILE_JSON = [
  'null',
  'true',
  '-1',
  '0',
  '1e309',
  '-1e309',
  '1.5',
  '9007199254740993',
  '2147483648',
  '""',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  JSON.stringify('x'.repeat(20000)),
  JSON.stringify('😀'.repeat(50)),
  '"../../etc/passwd"',
  '[]',
  '[1,2,3]',
  '["a"]',
  '{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
];

/** Percent-encodes text byte by byte, including what `encodeURIComponent` refuses (a lone surrogate). */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}

/** Raw path segments: encoded hostile text, plus what only makes sense raw (broken escapes, traversal). */
const RAW_SEGMENTS = ['%00', '%E0%A4%A', '%', '..%2F..%2F..%2Fetc%2Fpasswd', '..%252F..%252Fetc', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%C0%AE%C0%AE%2F', '1%00.jpg'];

function sampleValue(prng: Prng, type: string): string {
  if ((type === 'integer' || type === 'number') && prng.chance(0.6)) return encode(prng.pick(HOSTILE_NUMBERS));
  return prng.chance(0.2) ? prng.pick(RAW_SEGMENTS) : encode(prng.pick(HOSTILE_TEXT));
}

/** A harmless value of a type, for the parameters a case leaves alone. */
function plainValue(type: string): string {
  return type === 'integer' || type === 'number' ? '1' : type === 'boolean' ? 'true' : 'test';
}

function pathWith(operation: FuzzOperation, value: (param: FuzzParam) => string): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const param = operation.pathParams.find((p) => p.name === name) ?? { name, type: 'string' };
    return value(param);
  });
}

function queryWith(entries: Array<[string, string]>): string {
  return entries.length ? `?${entries.map(([name, value]) => `${encode(name)}=${value}`).join('&')}` : '';
}

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

/** Bodies of every kind a careless or hostile client sends. */
function sampleBody(prng: Prng, operation: FuzzOperation): Pick<FuzzRequest, 'payload' | 'headers' | 'label'> {
  const json = { 'content-type': 'application/json' };
  const props = operation.bodyProperties ?? [];
  const kind = prng.int(0, 13);
  switch (kind) {
    case 0:
      return { headers: json, payload: prng.pick(['{"a":', '{', '{"a":1,}', "{'a':1}", '\u0000', '\ufeff{}', '{"a":1}{"b":2}']), label: 'invalid JSON' };
    case 1:
      return { headers: json, payload: '', label: 'empty JSON body' };
    case 2:
      return { headers: json, payload: prng.pick(['[]', 'null', '"text"', '123', 'true', '1e309']), label: 'JSON that is not an object' };
    case 3: {
      const fields = props.map(({ name }) => `${JSON.stringify(name)}:${prng.pick(HOSTILE_JSON)}`);
      return { headers: json, payload: `{${fields.join(',')}}`, label: 'every field a wrong or edge value' };
    }
    case 4: {
      const fields = props.filter(() => prng.chance(0.5)).map(({ name }) => `${JSON.stringify(name)}:${prng.pick(HOSTILE_JSON)}`);
      fields.push(`"unexpected_${prng.int(0, 99)}":${prng.pick(HOSTILE_JSON)}`);
      return { headers: json, payload: `{${fields.join(',')}}`, label: 'missing and extra fields' };
    }
    case 5: {
      const fields = props.map(({ name, type }) => `${JSON.stringify(name)}:${type === 'integer' || type === 'number' ? '1e309' : '["a","b"]'}`);
      return { headers: json, payload: `{${fields.join(',')}}`, label: '1e309 for numbers, arrays for the rest' };
    }
    case 6:
      return { headers: json, payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, label: 'deeply nested JSON' };
    case 7:
      return {
        headers: { 'content-type': prng.pick(['text/plain', 'application/xml', 'application/octet-stream', 'image/png', 'application/json; charset=koi8-r']) },
        payload: prng.pick(['<a>1</a>', 'email=a@b.ru', '\u0000\u0001\u0002', '{"a":1}']),
        label: 'wrong content type',
      };
    case 8:
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${prng.pick(['image', 'photos', 'product_id', 'email'])}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
          Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        ]),
        label: 'multipart cut short',
      };
    case 9:
      return {
        headers: { 'content-type': prng.pick(['multipart/form-data', `multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data; boundary=']) },
        payload: prng.pick(['not a multipart body', `--${BOUNDARY}\r\nbroken header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`, `--${BOUNDARY}--\r\n`, '']),
        label: 'malformed multipart',
      };
    case 10: {
      const name = props.length ? prng.pick(props).name : prng.pick(['image', 'email', 'product_id']);
      const value = prng.pick(HOSTILE_TEXT);
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${BOUNDARY}--\r\n`,
        label: 'multipart with hostile and repeated fields',
      };
    }
    case 11: {
      const names = props.length ? props.map((p) => p.name) : ['email', 'code'];
      const payload = names.map((name) => `${encode(name)}${prng.chance(0.3) ? '[]' : ''}=${sampleValue(prng, 'string')}`).join('&');
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload, label: 'URL-encoded form with hostile values' };
    }
    case 12:
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${prng.pick(['image', 'photos'])}"; filename="../../a.png"\r\nContent-Type: image/png\r\n\r\n`),
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('<html><script>alert(1)</script></html>'),
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
        label: 'multipart with a picture header followed by HTML',
      };
    default:
      return { headers: {}, payload: undefined, label: 'no body at all' };
  }
}

/**
 * Bad requests for one operation: first one for each parameter alone (`1e309` in a number, NUL in
 * text, the others harmless, so no other refusal hides it), then `random` requests mixing hostile
 * path, query and body values (seeded by the operation and `seed`).
 */
export function casesFor(operation: FuzzOperation, seed: number, random: number): FuzzRequest[] {
  let hash = seed;
  for (const char of `${operation.method} ${operation.path}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  const prng = new Prng(hash);
  const cases: FuzzRequest[] = [];

  const numeric = (param: FuzzParam) => param.type === 'integer' || param.type === 'number';
  const targeted = (param: FuzzParam) => (numeric(param) ? '1e309' : 'a%00b');
  for (const param of operation.pathParams) {
    cases.push({
      method: operation.method,
      url: pathWith(operation, (p) => (p === param || p.name === param.name ? targeted(p) : plainValue(p.type))),
      headers: {},
      label: `${targeted(param)} in the address's ${param.name}`,
    });
  }
  for (const param of operation.queryParams) {
    cases.push({
      method: operation.method,
      url: pathWith(operation, (p) => plainValue(p.type)) + queryWith([[param.name, targeted(param)]]),
      headers: {},
      label: `${targeted(param)} in the query's ${param.name}`,
    });
  }

  const count = cases.length + random;
  while (cases.length < count) {
    const path = pathWith(operation, (param) => (prng.chance(0.6) ? sampleValue(prng, param.type) : plainValue(param.type)));
    const query: Array<[string, string]> = [];
    for (const param of operation.queryParams) {
      if (!prng.chance(0.5)) continue;
      query.push([param.name, sampleValue(prng, param.type)]);
      // The same parameter twice: an array where a scalar belongs.
      if (prng.chance(0.2)) query.push([param.name, sampleValue(prng, param.type)]);
    }
    if (prng.chance(0.2)) query.push([prng.pick(['extra', '__proto__', 'constructor[prototype]', 'a[b]']), sampleValue(prng, 'string')]);
    const body = operation.takesBody ? sampleBody(prng, operation) : { headers: {}, payload: undefined, label: 'no body' };
    cases.push({ method: operation.method, url: path + queryWith(query), headers: body.headers, payload: body.payload, label: body.label });
  }
  return cases;
}
