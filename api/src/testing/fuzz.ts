// Fuzzing from the OpenAPI document (used by platform/fuzz.test.ts): the operations the api
// documents, a valid baseline request for each built from its schemas, and the requests
// that differ from that baseline in one thing only (one parameter or body field given a
// hostile value, the body broken, the project switched). One thing at a time, so a
// mutation gets past every other check and reaches the code and SQL behind the schema.
// Deterministic: the catalogue is fixed and the few generated values come from a seed.
import fc from 'fast-check';

export const FUZZ_SEED = 20240601;

// ---- the OpenAPI document ---------------------------------------------------------------

/** The part of JSON Schema the api's TypeBox schemas use. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** as documented: /admin-api/setting/role/{id} */
  path: string;
  /** how reports name it: PUT /setting/role/{id} */
  name: string;
  summary: string;
  /** needs a signed-in user (the document lists the client-token scheme) */
  secured: boolean;
  parameters: Parameter[];
  /** the JSON body's schema, when the operation takes one */
  body?: JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(doc: OpenApiDocument, prefix = ''): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        method: upper,
        path,
        name: `${upper} ${path.startsWith(prefix) ? path.slice(prefix.length) : path}`,
        summary: operation.summary ?? '',
        secured: Boolean(operation.security?.length),
        parameters: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            in: parameter.in as Parameter['in'],
            required: Boolean(parameter.required),
            schema: parameter.schema ?? {},
          })),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

// ---- requests ---------------------------------------------------------------------------

/** Text sent exactly as written: a JSON number beyond what JS can hold, a percent-encoding. */
export class Raw {
  constructor(readonly text: string) {}
}

export type Body = { json: unknown } | { text: string; contentType: string };

export interface FuzzRequest {
  /** path parameter → its value (encoded when sent unless Raw) */
  path: Record<string, string | Raw>;
  /** query pairs in order; a name may repeat */
  query: Array<[string, string | Raw]>;
  body?: Body;
}

export interface Mutation {
  /** what was changed: `query.pageNum`, `body.projectRoles[0].roles`, `path.id`, `body`, `projectCode` */
  target: string;
  /** to what, in words: `a NUL byte`, `2^53+1` */
  what: string;
  request: FuzzRequest;
}

/** encodeURIComponent, except that a lone surrogate goes as its WTF-8 bytes instead of throwing. */
export function encodeText(text: string): string {
  if (!/\p{Cs}/u.test(text)) return encodeURIComponent(text);
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

const encoded = (value: string | Raw) => (value instanceof Raw ? value.text : encodeText(value));

export function urlOf(operation: Operation, request: FuzzRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encoded(request.path[name] ?? ''));
  const query = request.query.map(([name, value]) => `${encoded(name)}=${encoded(value)}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** JSON.stringify, with each Raw written as its text (9007199254740993, 1e400, deep nesting). */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Raw ? `\u0001${raws.push(item.text) - 1}\u0001` : item,
  );
  return text.replace(/"\\u0001(\d+)\\u0001"/g, (_, index: string) => raws[Number(index)]);
}

/** The payload and content type to send. */
export function payloadOf(body: Body | undefined): { payload?: string; contentType?: string } {
  if (!body) return {};
  if ('json' in body) return { payload: jsonText(body.json), contentType: 'application/json' };
  return { payload: body.text, contentType: body.contentType };
}

// ---- a valid baseline -------------------------------------------------------------------

/** Values a schema cannot tell (a password's rules live in its description, a time zone must exist). */
export type Hints = Record<string, (n: number) => unknown>;

export const HINTS: Hints = {
  password: () => 'Fuzz-pass-1234',
  newPassword: (n) => `Fuzz-pass-${n}`,
  timezone: () => 'Asia/Tokyo',
  projectCode: () => 'drama-us',
  roles: () => ['normal'],
  // a payment package: sold in a seeded country through a seeded channel, and giving something
  countries: () => ['US'],
  channels: () => ['card'],
  coins: () => 100,
  // a scheduled change's local time must be ahead (two days: ahead in every zone) and within a year
  runAt: () => `${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}T12:00`,
  // a quick package template's ladder, priced in the currency of those countries
  steps: () => [{ coins: 100, prices: [{ currency: 'USD', priceMinor: 99 }] }],
};

/** Candidates for a `pattern`: the first that matches (and fits the lengths) is used. */
const PATTERN_CANDIDATES = (n: number) => [
  `fuzz${n}`,
  `fuzz-${n}`,
  `fuzz${n}@example.com`,
  'USD',
  '+65 6100 0001',
  'https://example.com/fuzz',
  `f${n}`,
];

export function choicesOf(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  if (!schema.anyOf) return undefined;
  const choices = schema.anyOf.map(choicesOf);
  return choices.every(Boolean) ? choices.flat() : undefined;
}

function fitsLength(text: string, schema: JsonSchema): boolean {
  return text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
}

function textFor(schema: JsonSchema, n: number): string {
  if (schema.format === 'date-time') return '2024-05-01T08:00:00Z';
  if (schema.format === 'date') return '2024-05-01';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const candidate = PATTERN_CANDIDATES(n).find((text) => pattern.test(text) && fitsLength(text, schema));
    if (candidate) return candidate;
    const arbitrary = fc.stringMatching(pattern).filter((text) => fitsLength(text, schema));
    return fc.sample(arbitrary, { seed: FUZZ_SEED + n, numRuns: 1 })[0];
  }
  const text = `fuzz${n}`.padEnd(schema.minLength ?? 0, 'x');
  return text.slice(0, schema.maxLength ?? text.length);
}

/** A value the schema accepts: required properties only, the first choice, the minimum. */
export function validValue(schema: JsonSchema, name: string, n: number, hints: Hints = HINTS): unknown {
  if (hints[name]) return hints[name](n);
  const choices = choicesOf(schema);
  if (choices?.length) return choices[0];
  switch (schema.type) {
    case 'string':
      return textFor(schema, n);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, (_, index) =>
        validValue(schema.items ?? {}, `${name}[]`, n + index, hints),
      );
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = validValue(schema.properties?.[key] ?? {}, key, n, hints);
      return value;
    }
    default:
      return `fuzz${n}`;
  }
}

export interface BaselineContext {
  /** a number that makes names unique (a code, a username) */
  n: number;
  /** path parameter → the value to use (an existing id) */
  pathValues?: Record<string, string>;
  /** body fields to use instead of generated ones */
  bodyOverrides?: Record<string, unknown>;
  hints?: Hints;
}

/**
 * The request the browser would send: required parameters and fields filled in, and the
 * project (`drama-us`) in the body of a write that has one, else in the query.
 */
export function baselineOf(operation: Operation, context: BaselineContext): FuzzRequest {
  const { n, hints = HINTS } = context;
  const request: FuzzRequest = { path: {}, query: [] };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      request.path[parameter.name] =
        context.pathValues?.[parameter.name] ?? String(validValue(parameter.schema, parameter.name, n, hints));
    } else if (parameter.required) {
      request.query.push([parameter.name, String(validValue(parameter.schema, parameter.name, n, hints))]);
    }
  }
  if (operation.body) {
    const json = { ...(validValue(operation.body, 'body', n, hints) as object), ...context.bodyOverrides } as Record<
      string,
      unknown
    >;
    if (operation.body.properties?.projectCode) json.projectCode = 'drama-us';
    request.body = { json };
  } else {
    request.query.push(['projectCode', 'drama-us']);
  }
  return request;
}

// ---- the hostile values -----------------------------------------------------------------

interface Sample {
  what: string;
  value: unknown;
}

const TEXTS: Sample[] = [
  { what: 'a NUL byte', value: 'fuzz\u0000x' },
  { what: 'a lone surrogate', value: '\ud800x' },
  { what: 'right-to-left, emoji and combining marks', value: '\u202eabc\u202c 👩‍👩‍👧‍👦 e\u0301\u0302\u0303' },
  { what: '10,000 characters', value: 'x'.repeat(10_000) },
  { what: 'a SQL quote and markup', value: "' or 1=1 -- <script>alert(1)</script>" },
  { what: 'LIKE wildcards and a backslash', value: '%_\\' },
];

/**
 * The texts for a field whose schema refuses all of them anyway (a number, a choice, a date):
 * those that could trip up the check itself.
 */
const TEXTS_FOR_CLOSED = TEXTS.filter((sample) => /NUL|surrogate|10,000/.test(sample.what));

/** A field that takes a number, one of a list, or a date: free text cannot get past its schema. */
const isClosed = (schema: JsonSchema) =>
  kindOf(schema) !== 'string' || Boolean(choicesOf(schema)) || Boolean(schema.format);

/** Numbers as text, for the query string and the path (and as a wrong type in a body). */
const NUMBER_TEXTS: Sample[] = [
  { what: '0', value: '0' },
  { what: '-1', value: '-1' },
  { what: '2^31', value: '2147483648' },
  { what: '2^53+1', value: '9007199254740993' },
  { what: '1e21', value: '1e21' },
  { what: '20 digits', value: '100000000000000000000' },
  { what: 'NaN', value: 'NaN' },
  { what: 'a fraction', value: '1.5' },
];

/** Numbers as JSON, for a body. */
const NUMBERS: Sample[] = [
  { what: '0', value: 0 },
  { what: '-1', value: -1 },
  { what: '2^31', value: 2 ** 31 },
  { what: '2^53+1', value: new Raw('9007199254740993') },
  { what: '1e21', value: 1e21 },
  { what: '20 digits', value: new Raw('100000000000000000000') },
  { what: '1e400 (Infinity once parsed)', value: new Raw('1e400') },
  { what: 'a fraction', value: 1.5 },
];

const DATES: Sample[] = [
  { what: 'year 0000', value: '0000-01-01T00:00:00Z' },
  { what: 'year 9999 at -14:00', value: '9999-12-31T23:59:59-14:00' },
  { what: 'February 30th', value: '2024-02-30T00:00:00Z' },
  { what: 'hour 24', value: '2024-05-01T24:00:00Z' },
  { what: 'offset +99:99', value: '2024-05-01T00:00:00+99:99' },
];

const WRONG_TYPES: Record<string, Sample[]> = {
  string: [{ what: 'a number', value: 123 }],
  number: [{ what: 'text', value: '1' }],
  boolean: [{ what: 'text', value: 'true' }],
  array: [
    { what: 'text', value: 'x' },
    { what: 'a list of null', value: [null] },
  ],
  object: [{ what: 'a list', value: [] }],
};

/** Generated values, one pair a field, from the seed: odd unicode text (any code point) and a huge integer. */
function generatedFrom(seed: number, count: number): Array<[Sample, Sample]> {
  const arbitrary = fc.tuple(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
    fc.bigInt({ min: -(2n ** 90n), max: 2n ** 90n }),
  );
  return fc.sample(arbitrary, { seed, numRuns: count }).map(([text, big]) => [
    { what: `generated text ${JSON.stringify(text)}`, value: text },
    { what: `generated integer ${big}`, value: new Raw(String(big)) },
  ]);
}

function kindOf(schema: JsonSchema): 'string' | 'number' | 'boolean' | 'array' | 'object' {
  if (schema.type === 'integer' || schema.type === 'number') return 'number';
  if (schema.type === 'boolean' || schema.type === 'array' || schema.type === 'object') return schema.type;
  const choices = choicesOf(schema);
  if (choices?.every((choice) => typeof choice === 'number')) return 'number';
  return 'string';
}

/** The hostile values for one body field (JSON). */
function bodySamples(schema: JsonSchema, [text, integer]: [Sample, Sample]): Sample[] {
  const kind = kindOf(schema);
  const samples = [...WRONG_TYPES[kind]];
  const choices = choicesOf(schema);
  if (choices) samples.push({ what: 'not one of the choices', value: typeof choices[0] === 'number' ? 7 : 'zzz' });
  if (kind === 'string') {
    samples.push(...(isClosed(schema) ? TEXTS_FOR_CLOSED : TEXTS));
    if (schema.maxLength !== undefined)
      samples.push({ what: 'one character too long', value: 'y'.repeat(schema.maxLength + 1) });
    if (schema.format === 'date-time') samples.push(...DATES);
    samples.push(text);
  }
  if (kind === 'number') samples.push(...NUMBERS, integer);
  if (kind === 'array' && schema.maxItems !== undefined && schema.maxItems <= 5000) {
    samples.push({
      what: 'one item too many',
      value: Array.from({ length: schema.maxItems + 1 }, (_, index) =>
        validValue(schema.items ?? {}, 'item', index + 1),
      ),
    });
  }
  if (kind === 'array') samples.push({ what: 'an empty list', value: [] });
  return samples;
}

/** The hostile values for one query or path parameter (always text). */
/**
 * A path names the fuzz's own item: a drawn id small enough to be a seeded row's (the admin's
 * own menu button, say) would edit that row as any admin may, which is no finding. Such a
 * number is moved to the top of the id range, where it is still an id but names nothing.
 */
function namingNoRealRow(sample: Sample): Sample {
  const value = String(sample.value);
  if (!/^[1-9]\d*$/.test(value) || Number(value) >= 2 ** 31 - 1_000_000) return sample;
  return { what: sample.what, value: String(2 ** 31 - 1 - (Number(value) % 1_000_000)) };
}

function textSamples(schema: JsonSchema, [text, integer]: [Sample, Sample]): Sample[] {
  const kind = kindOf(schema);
  const samples: Sample[] = isClosed(schema) ? [...TEXTS_FOR_CLOSED] : [...TEXTS, text];
  if (kind === 'number') samples.push(...NUMBER_TEXTS, { what: integer.what, value: (integer.value as Raw).text });
  if (kind === 'boolean') samples.push({ what: 'yes', value: 'yes' }, { what: '2', value: '2' });
  if (choicesOf(schema)) samples.push({ what: 'not one of the choices', value: 'zzz' });
  if (schema.maxLength !== undefined)
    samples.push({ what: 'one character too long', value: 'y'.repeat(schema.maxLength + 1) });
  if (schema.format === 'date-time') samples.push(...DATES);
  return samples;
}

// ---- mutations --------------------------------------------------------------------------

const clone = <T>(value: T): T => structuredClone(value);

type Key = string | number;

function nameOf(path: Key[]): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : `${name}.${key}`), 'body');
}

/** Every field of a body schema (nested objects and the first item of lists too), with its path. */
function fieldsOf(schema: JsonSchema, path: Key[] = [], depth = 0): Array<{ path: Key[]; schema: JsonSchema }> {
  if (depth > 4) return [];
  const fields: Array<{ path: Key[]; schema: JsonSchema }> = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const here = [...path, key];
    fields.push({ path: here, schema: property }, ...fieldsOf(property, here, depth + 1));
  }
  if (schema.type === 'array' && schema.items) {
    const here = [...path, 0];
    fields.push({ path: here, schema: schema.items }, ...fieldsOf(schema.items, here, depth + 1));
  }
  return fields;
}

/** Sets `path` in `json` to `value`, creating valid containers on the way when they are absent. */
function setAt(json: unknown, root: JsonSchema, path: Key[], value: unknown): unknown {
  const top = clone(json) as Record<Key, unknown>;
  let node = top;
  let schema = root;
  for (const [index, key] of path.entries()) {
    const child = typeof key === 'number' ? (schema.items ?? {}) : (schema.properties?.[key] ?? {});
    if (index === path.length - 1) {
      node[key] = value;
    } else {
      if (node[key] === undefined || node[key] === null) node[key] = validValue(child, String(key), 1);
      node = node[key] as Record<Key, unknown>;
    }
    schema = child;
  }
  return top;
}

function withoutAt(json: unknown, path: Key[]): unknown {
  const top = clone(json) as Record<Key, unknown>;
  let node = top;
  for (const key of path.slice(0, -1)) node = node[key] as Record<Key, unknown>;
  if (node) delete node[path[path.length - 1]];
  return top;
}

const deepNesting = (depth: number) => new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);

/** What the project-scope check sees: where the browser puts projectCode, and what it may hold. */
const PROJECT_CODES: Sample[] = [
  { what: 'drama-us%00 (a NUL byte in the query)', value: new Raw('drama-us%00') },
  { what: 'drama-us and a NUL byte', value: 'drama-us\u0000' },
  { what: 'all', value: 'all' },
  { what: 'another project (drama-sea)', value: 'drama-sea' },
  { what: '65 characters', value: 'd'.repeat(65) },
  { what: 'a lone surrogate', value: 'drama-us\ud800' },
];

const TENANT_CODES: Sample[] = [
  { what: "another project's tenant", value: 't-sea' },
  { what: 'a NUL byte', value: 't-us\u0000' },
];

/** Sent by the browser with every call, checked by one hook: fuzzed with values of their own. */
const SCOPE_FIELDS = new Set(['projectCode', 'tenantCode']);

/** `value` with `from` replaced by `to` in every string (Raw values left alone). */
function renamed<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return value.split(from).join(to) as T;
  if (value === null || typeof value !== 'object' || value instanceof Raw) return value;
  if (Array.isArray(value)) return value.map((item) => renamed(item, from, to)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, from, to)])) as T;
}

/**
 * Every request that differs from the baseline in one thing. `seed` varies the generated
 * values between operations; `unique`, the baseline's unique text (`fuzz<n>`), is made
 * unique again in each mutation, so a create is not refused as a duplicate of the baseline
 * before it reaches the field that was changed.
 */
export function mutationsOf(operation: Operation, baseline: FuzzRequest, seed: number, unique = ''): Mutation[] {
  const mutations: Mutation[] = [];
  const add = (target: string, what: string, change: (request: FuzzRequest) => void) => {
    const request = clone(baseline);
    // structuredClone turns a Raw into a plain object; keep the baseline's Raw values as they are
    request.path = { ...baseline.path };
    request.query = baseline.query.map(([name, value]) => [name, value]);
    change(request);
    if (unique) {
      const own = `${unique}x${mutations.length + 1}`;
      request.query = request.query.map(([name, value]) => [name, renamed(value, unique, own)]);
      if (request.body && 'json' in request.body) request.body = { json: renamed(request.body.json, unique, own) };
      else if (request.body) request.body = { ...request.body, text: renamed(request.body.text, unique, own) };
    }
    mutations.push({ target, what, request });
  };
  const generated = generatedFrom(
    seed,
    operation.parameters.length + (operation.body ? fieldsOf(operation.body).length : 0),
  );
  let next = 0;

  // path and query parameters: each given each hostile text, the query ones also twice
  for (const parameter of operation.parameters) {
    const samples = textSamples(parameter.schema, generated[next++]);
    const target = `${parameter.in}.${parameter.name}`;
    if (parameter.in === 'path') {
      for (const sample of samples.map(namingNoRealRow))
        add(target, sample.what, (request) => (request.path[parameter.name] = sample.value as string));
      add(target, 'a slash', (request) => (request.path[parameter.name] = '1/2'));
      add(target, 'broken percent-encoding', (request) => (request.path[parameter.name] = new Raw('%E0%A4%A')));
      continue;
    }
    if (SCOPE_FIELDS.has(parameter.name)) continue; // below, with the project's own values
    const others = (request: FuzzRequest) => request.query.filter(([name]) => name !== parameter.name);
    for (const sample of samples)
      add(
        target,
        sample.what,
        (request) => (request.query = [...others(request), [parameter.name, sample.value as string]]),
      );
    if (kindOf(parameter.schema) === 'number') {
      const valid = String(validValue(parameter.schema, parameter.name, 1));
      add(
        target,
        'given twice',
        (request) => (request.query = [...others(request), [parameter.name, valid], [parameter.name, valid]]),
      );
    }
    if (parameter.required) add(target, 'absent', (request) => (request.query = others(request)));
  }

  // the query string itself
  add('query', 'an unknown parameter with a NUL byte', (request) => request.query.push(['fuzzExtra', 'a\u0000b']));
  add('query', 'broken percent-encoding', (request) => request.query.push(['fuzzExtra', new Raw('%E0%A4%A')]));
  add('query', '__proto__ and constructor', (request) =>
    request.query.push(['__proto__', '1'], ['constructor[prototype][allProjects]', 'true']),
  );

  // the body: each field given each hostile value, required ones left out
  const body = operation.body;
  const json = baseline.body && 'json' in baseline.body ? baseline.body.json : undefined;
  if (body && json !== undefined) {
    for (const field of fieldsOf(body)) {
      const target = nameOf(field.path);
      if (field.path.length === 1 && SCOPE_FIELDS.has(String(field.path[0]))) continue; // below
      for (const sample of bodySamples(field.schema, generated[next++])) {
        add(target, sample.what, (request) => (request.body = { json: setAt(json, body, field.path, sample.value) }));
      }
      const parent = field.path
        .slice(0, -1)
        .reduce<unknown>((node, key) => (node as Record<Key, unknown> | undefined)?.[key], json);
      const key = field.path[field.path.length - 1];
      if (parent && typeof key === 'string' && (parent as Record<string, unknown>)[key] !== undefined) {
        add(target, 'absent', (request) => (request.body = { json: withoutAt(json, field.path) }));
      }
    }
  }

  // the body as a whole: unknown fields, broken JSON, other content types, too large
  if (operation.method !== 'GET') {
    const object = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
    const text = jsonText(object);
    const extra = (what: string, fields: string) =>
      add(
        'body',
        what,
        (request) =>
          (request.body = {
            text: text === '{}' ? `{${fields}}` : `${text.slice(0, -1)},${fields}}`,
            contentType: 'application/json',
          }),
      );
    extra('an unknown field with a NUL byte', '"fuzzExtra":"a\\u0000b"');
    extra('an unknown field named with a NUL byte', '"fuzz\\u0000key":1');
    extra('an unknown field with a lone surrogate', '"fuzzExtra":"\\ud800x"');
    extra('an unknown field nested 5,000 deep', `"fuzzExtra":${deepNesting(5000).text}`);
    extra('__proto__', '"__proto__":{"allProjects":true}');
    for (const [what, payload] of [
      ['cut short', text.slice(0, -1)],
      ['a list', '[]'],
      ['a byte order mark first', `\ufeff${text}`],
    ]) {
      add('body', `JSON ${what}`, (request) => (request.body = { text: payload, contentType: 'application/json' }));
    }
    add(
      'body',
      'sent as a form',
      (request) => (request.body = { text: 'a=1', contentType: 'application/x-www-form-urlencoded' }),
    );
    add('body', 'sent as text/plain', (request) => (request.body = { text, contentType: 'text/plain' }));
    add('body', 'over 1 MiB', (request) => (request.body = { json: { ...object, fuzzExtra: 'z'.repeat(1_100_000) } }));
    if (operation.body) add('body', 'absent', (request) => (request.body = undefined));
  }

  // the project: where the browser puts projectCode (the body of a write, else the query)
  if (operation.secured) {
    const inBody = Boolean(body?.properties?.projectCode && baseline.body);
    for (const sample of PROJECT_CODES) {
      if (inBody) {
        if (sample.value instanceof Raw) continue;
        add(
          'projectCode',
          sample.what,
          (request) => (request.body = { json: { ...(json as object), projectCode: sample.value } }),
        );
      } else {
        add('projectCode', sample.what, (request) => {
          request.query = [
            ...request.query.filter(([name]) => name !== 'projectCode'),
            ['projectCode', sample.value as string | Raw],
          ];
        });
      }
    }
    for (const sample of TENANT_CODES) {
      add('tenantCode', sample.what, (request) => {
        if (inBody) request.body = { json: { ...(json as object), tenantCode: sample.value } };
        else request.query.push(['tenantCode', String(sample.value)]);
      });
    }
  }
  return mutations;
}
