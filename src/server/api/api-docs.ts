/**
 * GET /api/docs: the OpenAPI document as a web page, rendered on the server (no script, no
 * third-party bundle, works offline): operations by tag with their parameters, bodies and
 * answers as nested lists, then the named schemas. Every text is escaped; `code` spans of
 * descriptions become <code>. The JSON Schemas themselves are in /api/openapi.json.
 */
import type { OpenApiDocument } from './openapi';

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required: boolean; description?: string; schema: Schema };
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  tags: string[];
  summary: string;
  description?: string;
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Media };
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Media }>;
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Escaped prose with its `code` spans. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const limits = (schema: Schema) =>
  [
    typeof schema.minLength === 'number' && `at least ${schema.minLength} characters`,
    typeof schema.maxLength === 'number' && `at most ${schema.maxLength} characters`,
    typeof schema.minItems === 'number' && `at least ${schema.minItems}`,
    typeof schema.maxItems === 'number' && `at most ${schema.maxItems}`,
    typeof schema.pattern === 'string' && `matching ${schema.pattern}`,
    typeof schema.format === 'string' && schema.format,
    schema.default !== undefined && `default ${JSON.stringify(schema.default)}`,
  ].filter((part): part is string => !!part);

/** A short form of a schema: its type, limits and values. */
const typeOf = (schema: Schema): string => {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop()!;
  const type =
    schema.const !== undefined ? JSON.stringify(schema.const) : Array.isArray(schema.enum) ? `one of ${schema.enum.join(', ')}` : String(schema.type ?? 'any');
  return [type, ...limits(schema)].join(', ');
};

/** A schema as a nested list: properties with their types, array items, alternatives; named schemas linked. */
const schemaBlock = (schema: Schema): string => {
  if (typeof schema.$ref === 'string') {
    const name = escape(schema.$ref.split('/').pop()!);
    return `<a href="#schema-${name}">${name}</a>`;
  }
  const described = typeof schema.description === 'string' ? ` <span class="note">${prose(schema.description)}</span>` : '';
  const list = (tag: 'ol' | 'ul', items: string[]) => `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
  const alternatives = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined;
  if (alternatives) return `${schema.allOf ? 'all' : 'one'} of:${described}${list('ol', alternatives.map(schemaBlock))}`;
  if (schema.type === 'array' && schema.items) {
    return `array${limits(schema)
      .map((l) => `, ${escape(l)}`)
      .join('')} of ${schemaBlock(schema.items as Schema)}${described}`;
  }
  if (schema.type === 'object') {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(
      ([name, property]) => `<code>${escape(name)}</code>${required.has(name) ? '' : ' (optional)'}: ${schemaBlock(property)}`,
    );
    const keys = schema.propertyNames ? ` (${escape(typeOf(schema.propertyNames as Schema))})` : '';
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      properties.push(`any key${keys}: ${schemaBlock(schema.additionalProperties as Schema)}`);
    }
    return properties.length ? `object${described}${list('ul', properties)}` : `object${described}`;
  }
  return `${escape(typeOf(schema))}${described}`;
};

const NEEDS: Record<string, string> = { session: 'a signed-in session', csrfToken: 'a CSRF token (GET /api/auth/session)' };
const needs = (security: Record<string, string[]>[]) =>
  `<p><strong>Needs:</strong> ${security
    .map((option) =>
      Object.keys(option)
        .map((name) => NEEDS[name])
        .join(' and '),
    )
    .join('; or ')}</p>`;

const contentBlocks = (content: Media) =>
  Object.entries(content)
    .map(([type, { schema }]) => `<p><code>${escape(type)}</code></p>${schema ? `<div class="schema">${schemaBlock(schema)}</div>` : ''}`)
    .join('');

const operationBlock = (method: string, path: string, op: Operation) => {
  const parameters = op.parameters?.length
    ? `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escape(typeOf(p.schema))}</td><td>${prose(p.description ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody ? `<h4>Request body</h4>${contentBlocks(op.requestBody.content)}` : '';
  const responses = Object.entries(op.responses)
    .map(([status, r]) => `<h5>${escape(status)}: ${prose(r.description)}</h5>${r.content ? contentBlocks(r.content) : ''}`)
    .join('');
  return `<article id="${escape(op.operationId)}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${prose(op.summary)}</p>${op.description ? `<p>${prose(op.description)}</p>` : ''}${op.security ? needs(op.security) : ''}
${parameters}${body}<h4>Answers</h4>${responses}
</article>`;
};

export const apiDocsPage = (document: OpenApiDocument) => {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, op: operation as Operation })),
  );
  const tags = document.tags.map((t) => t.name).filter((tag) => operations.some(({ op }) => op.tags.includes(tag)));
  const ofTag = (tag: string) => operations.filter(({ op }) => op.tags.includes(tag));
  const contents = tags
    .map(
      (tag) =>
        `<li>${escape(tag)}<ul>${ofTag(tag)
          .map(({ method, path, op }) => `<li><a href="#${escape(op.operationId)}">${method.toUpperCase()} ${escape(path)}</a></li>`)
          .join('')}</ul></li>`,
    )
    .join('');
  const sections = tags
    .map(
      (tag) =>
        `<section><h2>${escape(tag)}</h2>${ofTag(tag)
          .map(({ method, path, op }) => operationBlock(method, path, op))
          .join('\n')}</section>`,
    )
    .join('\n');
  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) => `<details id="schema-${escape(name)}"><summary>${escape(name)}</summary><div class="schema">${schemaBlock(schema)}</div></details>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(document.info.title)}</title>
<link rel="stylesheet" href="/api/docs.css">
</head>
<body>
<header>
<h1>${escape(document.info.title)}</h1>
<p>${prose(document.info.description)}</p>
<p>The same as an <a href="/api/openapi.json">OpenAPI ${escape(document.openapi)} document</a>, for clients and code generators.</p>
</header>
<nav aria-label="Operations"><h2>Operations</h2><ul>${contents}</ul></nav>
<main>
${sections}
<section><h2>Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>
`;
};

export const API_DOCS_STYLE = `body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; max-width: 60rem; margin: 0 auto; padding: 1rem; }
h2 { border-bottom: 1px solid #ccc; margin-top: 2.5rem; }
article { margin: 1.5rem 0 2.5rem; }
h3 { font-size: 1.15rem; overflow-wrap: anywhere; }
h4 { margin-bottom: 0.25rem; }
h5 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
.method { display: inline-block; min-width: 4.5rem; padding: 0 0.4rem; border-radius: 3px; background: #1f4e79; color: #fff; font-size: 0.9rem; text-align: center; }
code { font-family: ui-monospace, monospace; font-size: 0.9rem; }
.schema { background: #f4f4f4; padding: 0.25rem 0.75rem; overflow-wrap: anywhere; }
.schema ul, .schema ol { margin: 0; padding-left: 1.25rem; }
.note { color: #555; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
details summary { cursor: pointer; font-family: ui-monospace, monospace; }
a { color: #0b5394; }
`;
