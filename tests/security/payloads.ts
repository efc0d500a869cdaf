/** What an attacker sends: markup that runs script when rendered as HTML, and text that breaks out of SPARQL terms. */

/** Each sets `window.__xss` (or opens a dialog) if a page renders it as HTML or follows it as a link. */
export const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload="window.__xss=1">',
  link: '<a href="javascript:window.__xss=1">click</a>',
  iframe: `'><iframe src="javascript:parent.__xss=1;alert(1)"></iframe>`,
  template: '{{constructor.constructor("window.__xss=1")()}}${window.__xss=1}',
} as const;

/**
 * Markdown (titles, descriptions, annotations, text blocks) that would run script if its links
 * kept their address or its HTML were rendered: javascript:, vbscript: and data: links and
 * images, an autolink, HTML inside emphasis and a link. Each leaves "hostile" text to see.
 */
export const MARKDOWN_XSS = [
  '**hostile** [click](javascript:window.__xss=1) [also](JaVaScRiPt:window.__xss=1)',
  '[hostile data](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==) <javascript:window.__xss=1>',
  '![hostile image](javascript:window.__xss=1) [vb](vbscript:msgbox(1)) [ref][x]\n\n[x]: javascript:window.__xss=1',
  '_hostile_ **<img src=x onerror="window.__xss=1">** [<svg onload="window.__xss=1">](https://example.org)',
] as const;

/** An IRI (RFC 3987 allows the scheme) that runs script when used as a link. */
export const JAVASCRIPT_IRI = 'javascript:window.__xss=1';

/** Text that ends an IRI, a string literal or a group pattern and adds patterns of its own. */
export const SPARQL_INJECTIONS = [
  '> } ; DROP ALL ; #',
  '" } UNION { ?s ?p ?o } #',
  "' } UNION { ?s ?p ?o } #",
  '\\" } UNION { ?s ?p ?o } #',
  '"""} UNION { ?s ?p ?o } #',
  '\n} UNION { ?s ?p ?o }\n#',
  '\u0000',
  "'; ",
  '\\',
  '"^^<http://www.w3.org/2001/XMLSchema#gYear> } UNION { ?s ?p ?o } #',
  '> ?p ?o } UNION { ?s ?p ?o } #',
  '%3E%20%7D%20UNION%20%7B%20%3Fs%20%3Fp%20%3Fo%20%7D',
  '\u2028} UNION { ?s ?p ?o }',
  'SERVICE <http://127.0.0.1:1/sparql> { ?s ?p ?o }',
];

/** Strings no field takes: controls, a lone surrogate, noncharacters. */
export const UNCLEAN_STRINGS: Record<string, string> = {
  'U+0000': '\u0000',
  'a control character': '\u0001',
  'U+001F': '\u001f',
  DEL: '\u007f',
  'a lone high surrogate': '\ud800',
  'a lone low surrogate': '\udfff',
  'U+FFFE': '\ufffe',
  'U+FFFF': '\uffff',
};

/** Values of the wrong JSON type for a string, a number or a boolean field. */
export const WRONG_TYPES = {
  string: [42, true, [], {}, ['a']],
  number: ['1', true, [], {}],
  boolean: ['true', 1, [], {}],
};

/** JSON nested `levels` deep, as text (JSON.stringify itself would overflow the stack). */
export const nestedJson = (levels: number, open = '[', close = ']') => `${open.repeat(levels)}${close.repeat(levels)}`;
export const nestedObjectJson = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
