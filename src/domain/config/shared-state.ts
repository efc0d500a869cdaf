/**
 * The shared state encoding (spec 002 §3): a state as an address fragment of key=value pairs
 * joined by '&'. A key is the path to a value, its steps joined by '.', an array index marked by
 * '@'; a value is its text percent-encoded. Numbers, empty objects and arrays, booleans and null
 * are escaped with '~' (which a percent-encoded text never holds), newlines by percent-encoding,
 * so the fragment decodes back exactly to the state.
 *
 *   { a: { b: [1, 'x\n'] }, c: {} }  ⇄  a.b.@0=~n1&a.b.@1=x%0A&c=~o
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const PAIRS = '&';
const STEP = '.';
const INDEX = '@';
const ESCAPE = '~';
const CONSTANTS: Record<string, Json> = { '~t': true, '~f': false, '~z': null };

// encodeURIComponent keeps '.', '~' and a few marks: '.' and '~' are encoded here too, '@' it encodes itself.
const encodeText = (text: string) => encodeURIComponent(text).replace(/\./g, '%2E').replace(/~/g, '%7E');

/** A key step; the empty key is '~', so that a path is never empty but at the root. */
const encodeKey = (key: string) => (key === '' ? ESCAPE : encodeText(key));

const encodeValue = (value: Json): string | undefined => {
  if (value === null) return '~z';
  if (typeof value === 'boolean') return value ? '~t' : '~f';
  if (typeof value === 'number') return `~n${value}`;
  if (typeof value === 'string') return encodeText(value);
  if (Array.isArray(value)) return value.length ? undefined : '~a';
  return Object.keys(value).length ? undefined : '~o';
};

/** The fragment (without '#') of a JSON-like state; undefined values are left out, as JSON does. */
export const encodeSharedState = (state: unknown): string => {
  const pairs: string[] = [];
  const walk = (value: Json, path: string[]) => {
    const simple = encodeValue(value);
    if (simple !== undefined) return void pairs.push(`${path.join(STEP)}=${simple}`);
    if (Array.isArray(value)) value.forEach((item, i) => walk(item ?? null, [...path, `${INDEX}${i}`]));
    else for (const [key, item] of Object.entries(value as Record<string, Json>)) if (item !== undefined) walk(item, [...path, encodeKey(key)]);
  };
  walk(JSON.parse(JSON.stringify(state ?? null)) as Json, []);
  return pairs.join(PAIRS);
};

const decodeValue = (text: string): Json => {
  if (text in CONSTANTS) return CONSTANTS[text];
  if (text === '~o') return {};
  if (text === '~a') return [];
  if (text.startsWith('~n')) {
    const n = Number(text.slice(2));
    if (text.length === 2 || Number.isNaN(n)) throw new Error(`Not a number: ${text}`);
    return n;
  }
  if (text.startsWith(ESCAPE)) throw new Error(`Unknown escape: ${text}`);
  return decodeURIComponent(text);
};

type Step = string | number;
const decodeStep = (step: string): Step => {
  if (step === ESCAPE) return '';
  if (!step.startsWith(INDEX)) return decodeURIComponent(step);
  const index = Number(step.slice(1));
  if (!Number.isInteger(index) || index < 0 || step.length === 1) throw new Error(`Not an index: ${step}`);
  return index;
};

/** The state a fragment encodes; throws on a fragment this encoding cannot have written. */
export const decodeSharedState = (fragment: string): unknown => {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  let root: Json | undefined;
  for (const pair of text ? text.split(PAIRS) : []) {
    const at = pair.indexOf('=');
    if (at < 0) throw new Error(`Not a key=value pair: ${pair}`);
    const steps = at === 0 ? [] : pair.slice(0, at).split(STEP).map(decodeStep);
    const value = decodeValue(pair.slice(at + 1));
    if (!steps.length) {
      if (root !== undefined) throw new Error('Two values for the root');
      root = value;
      continue;
    }
    root ??= typeof steps[0] === 'number' ? [] : {};
    let node = root as Record<Step, Json>;
    steps.forEach((step, i) => {
      if (node === null || typeof node !== 'object' || Array.isArray(node) !== (typeof step === 'number')) throw new Error(`Path does not fit: ${pair}`);
      if (i === steps.length - 1) {
        if (step in node) throw new Error(`Two values for ${pair.slice(0, at)}`);
        node[step] = value;
      } else {
        node[step] ??= typeof steps[i + 1] === 'number' ? [] : {};
        node = node[step] as Record<Step, Json>;
      }
    });
  }
  return root ?? null;
};
