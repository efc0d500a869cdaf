/**
 * Probes of the corpus: each sample with one field set to a bad value of its kind, and each
 * request body replaced by a malformed, oversized, deeply nested or wrongly typed one.
 */
import type { Field, RouteEntry, Sample } from './corpus';
import { nestedJson, nestedObjectJson, UNCLEAN_STRINGS, WRONG_TYPES } from './payloads';

export type HttpRequest = { method: string; url: string; headers: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> };

/** `refuse`: a 4xx in the envelope. `answer`: anything but a 5xx. */
export type Probe = { name: string; request: HttpRequest; expect: 'refuse' | 'answer' };

/** JSON text put in a body as it is (JSON.stringify of 10,000 levels would overflow the stack). */
export class RawJson {
  constructor(readonly json: string) {}
}

/** Percent-encoding that also writes lone surrogates (as the three bytes WTF-8 gives them), which encodeURIComponent refuses. */
export const encodeParam = (value: string) =>
  [...value]
    .map((c) => {
      const unit = c.charCodeAt(0);
      if (c.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(c);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');

const get = (root: any, path: (string | number)[]) => path.reduce((node, step) => node?.[step], root);

/** Sets a field in a copy of the sample's parts; a `key` field renames the object's first key. */
const withField = (sample: Sample, field: Field, value: unknown) => {
  const parts = structuredClone({ params: sample.params ?? {}, body: sample.body, form: sample.form ?? {} }) as Record<string, any>;
  const [part, ...path] = field.at;
  const target = field.key ? get(parts[part], path) : get(parts[part], path.slice(0, -1));
  if (field.key) {
    const [first] = Object.keys(target);
    const kept = target[first];
    delete target[first];
    // defineProperty: a key such as __proto__ becomes an own key, as JSON.parse makes it.
    Object.defineProperty(target, String(value), { value: kept, enumerable: true, writable: true, configurable: true });
  } else {
    target[path.at(-1)!] = value;
  }
  return parts;
};

const serialise = (body: unknown) => {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => (value instanceof RawJson ? `\u0000raw${raws.push(value.json) - 1}` : value));
  return text.replace(/"\\u0000raw(\d+)"/g, (_, i) => raws[Number(i)]);
};

/** The HTTP request of a sample, optionally with one field changed. */
export const requestOf = (sample: Sample, change?: { field: Field; value: unknown }): HttpRequest => {
  const parts = change ? withField(sample, change.field, change.value) : { params: sample.params ?? {}, body: sample.body, form: sample.form };
  const url = sample.url.replace(/\{(\w+)\}/g, (_, name) => encodeParam(String(parts.params[name])));
  const headers = sample.headers ?? {};
  if (sample.form) {
    return {
      method: sample.method,
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(parts.form).toString(),
    };
  }
  if (sample.body === undefined) return { method: sample.method, url, headers };
  return { method: sample.method, url, headers: { ...headers, 'content-type': 'application/json' }, body: serialise(parts.body) };
};

const STRING_KINDS = new Set(['iri', 'componentId', 'text', 'key', 'enum', 'sparql']);
const PROTOTYPE_KEYS = ['{"__proto__":{"polluted":"yes"}}', '{"constructor":{"prototype":{"polluted":"yes"}}}'];

/** The bad values of a field, each named. */
const badValues = (field: Field, valid: unknown): [string, unknown][] => {
  const inBody = field.at[0] === 'body' && !field.key;
  const structural: [string, unknown][] = inBody
    ? [
        ['JSON nested 10,000 levels', new RawJson(nestedJson(10_000))],
        ['an object nested 10,000 levels', new RawJson(nestedObjectJson(10_000))],
        ...PROTOTYPE_KEYS.map((json): [string, unknown] => [json, new RawJson(json)]),
      ]
    : [];
  const wrongTypes = (values: unknown[]) => (inBody ? values.map((v): [string, unknown] => [`the wrong type ${JSON.stringify(v)}`, v]) : []);
  if (STRING_KINDS.has(field.kind)) {
    const text = String(valid);
    // A key stays 12 characters long, so the character itself is what is refused.
    const spoil = (c: string) => (field.kind === 'key' ? text.slice(0, 11) + c : text + c);
    return [
      ...Object.entries(UNCLEAN_STRINGS).map(([name, c]): [string, unknown] => [name, spoil(c)]),
      ...(field.max ? [[`${field.max + 1} characters`, text + 'a'.repeat(field.max + 1 - text.length)] as [string, unknown]] : []),
      ...(field.at[0] === 'params' ? [['200 characters', text + 'a'.repeat(200)] as [string, unknown]] : []),
      ...wrongTypes(WRONG_TYPES.string),
      ...structural,
    ];
  }
  switch (field.kind) {
    case 'int32':
      return [
        ['2^31', 2 ** 31],
        ['-2^31 - 1', -(2 ** 31) - 1],
        ['1.5', 1.5],
        ['1e400 (Infinity)', new RawJson('1e400')],
        ...wrongTypes(WRONG_TYPES.number),
        ...structural,
      ];
    case 'number':
      return [['1e400 (Infinity)', new RawJson('1e400')], ...wrongTypes(WRONG_TYPES.number), ...structural];
    case 'boolean':
      return [...wrongTypes(WRONG_TYPES.boolean), ...structural];
    case 'json':
      return [['null', null], ['a string', 'config'], ['an array', []], ['an empty object', {}], ...structural];
    default:
      return structural;
  }
};

const fieldName = (field: Field) =>
  field.at.map((step) => (typeof step === 'string' && step.length > 24 ? `…${step.slice(-12)}` : step)).join('.') + (field.key ? '{key}' : '');

/** Each field of a sample set to each bad value of its kind: all refused. */
export const fieldProbes = (sample: Sample): Probe[] =>
  sample.fields.flatMap((field) => {
    const [part, ...path] = field.at;
    const source = part === 'params' ? sample.params : part === 'form' ? sample.form : sample.body;
    const valid = field.key ? Object.keys(get(source, path))[0] : get(source, path);
    return badValues(field, valid).map(([what, value]): Probe => ({
      name: `${sample.name}: ${fieldName(field)} = ${what}`,
      request: requestOf(sample, { field, value }),
      expect: 'refuse',
    }));
  });

const JSON_TYPE = { 'content-type': 'application/json' };
const WRONG_CONTENT_TYPES = [
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/sparql-query',
  'application/jsonx',
];

/** The body of a POST sample replaced as a whole: all refused. */
export const bodyProbes = (entry: RouteEntry, sample: Sample, bodyLimit: number): Probe[] => {
  if (sample.method === 'GET' || sample.body === undefined) return [];
  const { url } = requestOf(sample);
  const valid = requestOf(sample).body!;
  const probe = (name: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = JSON_TYPE): Probe => ({
    name: `${sample.name}: ${name}`,
    request: { method: sample.method, url, headers: { ...sample.headers, ...headers }, body },
    expect: 'refuse',
  });
  return [
    probe('JSON nested 10,000 levels', nestedJson(10_000)),
    probe('an object nested 10,000 levels', nestedObjectJson(10_000)),
    probe('JSON nested 100,000 levels', nestedJson(100_000)),
    probe(`a body of ${bodyLimit + 1} bytes`, `{"x":"${'a'.repeat(bodyLimit)}"}`),
    probe('malformed JSON', '{"a":'),
    probe('JSON with single quotes', "{'a':1}"),
    probe('an empty JSON body', ''),
    probe('bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    ...['null', '[]', '"text"', '1', 'true'].map((json) => probe(`the JSON value ${json}`, json)),
    ...PROTOTYPE_KEYS.map((json) => probe(json, json)),
    probe('a __proto__ key next to valid variables', `{"__proto__":{"polluted":"yes"},${String(valid).slice(1)}`),
    ...WRONG_CONTENT_TYPES.filter((type) => !entry.contentTypes?.includes(type.split(';')[0])).map((type) =>
      probe(`content type ${type}`, type.startsWith('application/x-www') ? 'a=1' : 'x', { 'content-type': type }),
    ),
    probe('no content type', new TextEncoder().encode('{}'), {}),
  ];
};

/** Query-string and URL tricks for a GET sample. */
export const urlProbes = (sample: Sample): Probe[] => {
  if (sample.method !== 'GET') return [];
  const { url } = requestOf(sample);
  const joiner = url.includes('?') ? '&' : '?';
  return [
    {
      name: `${sample.name}: prototype keys in the query string`,
      request: { method: 'GET', url: `${url}${joiner}__proto__[polluted]=yes&constructor[prototype][polluted]=yes`, headers: {} },
      expect: 'answer',
    },
    { name: `${sample.name}: a bad percent-encoding`, request: { method: 'GET', url: `${url.split('?')[0]}/%E0%A4%A`, headers: {} }, expect: 'refuse' },
  ];
};

/** Methods a route does not take: refused, not routed elsewhere. */
export const methodProbes = (entry: RouteEntry, sample: Sample): Probe[] =>
  ['PUT', 'DELETE', 'PATCH', 'OPTIONS']
    .filter((method) => !entry.methods.includes(method))
    .map((method) => ({ name: `${sample.name}: method ${method}`, request: { method, url: requestOf(sample).url, headers: {} }, expect: 'refuse' }));

/** A duplicated query parameter (`?id=a&id=b` gives an array). */
export const duplicateParamProbes = (sample: Sample): Probe[] => {
  const { url } = requestOf(sample);
  const query = url.split('?')[1];
  if (!query) return [];
  return [
    {
      name: `${sample.name}: each query parameter twice`,
      request: { method: sample.method, url: `${url}&${query}`, headers: {} },
      expect: sample.url.startsWith('/api/') ? 'refuse' : 'answer',
    },
  ];
};

/** Accept-Encoding headers no browser sends: unparsable, out-of-range weights, everything refused, unknown encodings, a huge list. */
const ACCEPT_ENCODINGS = [
  '\u00ff\u00fe;;;q=,, =;q=abc',
  'br;q=NaN, gzip;q=-1, *;q=2',
  'identity;q=0, *;q=0',
  'x-gzip, compress, zstd, bzip2',
  'br, '.repeat(2000),
];

/** The sample as it is with each odd Accept-Encoding: answered (as it is or compressed), never a 5xx. */
export const encodingProbes = (sample: Sample): Probe[] => {
  const request = requestOf(sample);
  return ACCEPT_ENCODINGS.map((value) => ({
    name: `${sample.name}: Accept-Encoding ${JSON.stringify(value.slice(0, 40))}`,
    request: { ...request, headers: { ...request.headers, 'accept-encoding': value } },
    expect: 'answer',
  }));
};
