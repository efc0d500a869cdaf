/**
 * The look of a chart's SVG drawing where it comes from the page's stylesheet (tick labels, grid
 * and zero lines, line widths, value labels): on the client the export copies the computed styles
 * (web/viewer/export-image.ts); a server-drawn image takes the same rules from src/web/styles.css
 * (its parts inlined), as a <style> in the SVG file. Only the rules of the drawing (`.chart …`
 * without pseudo-classes), only SVG paint and font properties, the custom properties replaced by
 * their :root values.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SVG_PROPERTIES = new Set([
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linejoin',
  'stroke-linecap',
  'font-size',
  'font-weight',
  'font-family',
  'opacity',
]);

/** The drawing's rules of a stylesheet, as a stylesheet an SVG renderer reads. */
export const chartStylesheet = (css: string): string => {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@[^{;]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const root = /:root\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  const variables = new Map([...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]));
  const rules: string[] = [];
  for (const [, selectorText, body] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = selectorText.split(',').map((s) => s.trim());
    if (!selectors.every((s) => s.startsWith('.chart ') && !s.includes(':'))) continue;
    const declarations = body
      .split(';')
      .map((d) => d.split(':').map((part) => part.trim()))
      .filter(([name, value]) => value && SVG_PROPERTIES.has(name))
      .map(([name, value]) => `${name}:${value.replace(/var\((--[\w-]+)\)/g, (whole, variable: string) => variables.get(variable) ?? whole)}`);
    if (declarations.length) rules.push(`${selectors.join(',')}{${declarations.join(';')}}`);
  }
  return rules.join('');
};

/** A stylesheet with the files it imports in their places, as the bundler inlines them. */
const withImports = (file: string): string =>
  readFileSync(file, 'utf8').replace(/@import\s+'([^']+)';/g, (_, imported: string) => withImports(resolve(dirname(file), imported)));

let loaded: string | undefined;

/** The rules of the web app's stylesheet, read once. */
export const chartStyles = () => (loaded ??= chartStylesheet(withImports(fileURLToPath(new URL('../../web/styles.css', import.meta.url)))));
