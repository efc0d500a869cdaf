import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { hasMarkup, markdownToPlainLine, markdownToPlainText } from './markdown';

/** What the renderer's CommonMark parser (the one react-markdown uses) makes of the source, as plain text: the reference. */
const parsedText = (markdown: string) => {
  const inline = (node: Nodes): string => {
    if (node.type === 'text' || node.type === 'inlineCode') return node.value;
    if (node.type === 'image') return node.alt ?? '';
    if (node.type === 'break') return ' ';
    if (node.type === 'html') return '';
    return 'children' in node ? node.children.map(inline).join('') : '';
  };
  const blocks = (node: Nodes): string[] =>
    node.type === 'paragraph' || node.type === 'heading'
      ? [inline(node).replace(/\s+/g, ' ').trim()]
      : node.type === 'code'
        ? []
        : 'children' in node
          ? node.children.flatMap(blocks)
          : [];
  return blocks(fromMarkdown(markdown)).filter(Boolean).join('\n');
};

const CASES = [
  'Nitrogen dioxide in **µg/m³**',
  'Data from [the Federal Office](https://www.bfs.admin.ch/ "BFS") since 1990',
  '*Emphasis*, _emphasis_ and __strong__ text',
  'snake_case_name stays as it is',
  '2 * 3 * 4 = 24',
  'a*b*c',
  'Code: `**not bold**` here',
  'Escaped \\*stars\\* and \\[brackets\\]',
  '![Logo of the office](https://example.org/logo.png) Emissions',
  'Auto <https://example.org/a?b=c> link',
  'Raw <b>bold</b> <script>alert(1)</script> html',
  '<script>window.__xss=1</script>\nAfter the script block',
  'Before\n\n<style>\nbody {}\n</style>\n\nAfter',
  '<img src=x onerror="window.__xss=1">',
  'Entities &amp; &lt;tags&gt; &#181;g',
  '# Heading title',
  '## Closed heading ##',
  '- first item\n- second item',
  '1. one\n2. two',
  '> quoted text',
  'Line one\nline two\n\nSecond paragraph',
  'Hard break  \nafter two spaces',
  '[**bold link**](https://example.org)',
  '***both*** markers',
  'Unclosed **bold',
  '[link with (parens)](https://example.org/a_(b))',
  'A mailto [write us](mailto:data@example.org)',
  '[bad](javascript:alert(1)) link text stays',
];

describe('markdownToPlainText', () => {
  it.each(CASES)('reads %j as the CommonMark parser does', (source) => {
    expect(markdownToPlainText(source)).toBe(parsedText(source));
  });

  it('gives the text of the examples in the issue', () => {
    expect(markdownToPlainText('NO₂ in **µg/m³**')).toBe('NO₂ in µg/m³');
    expect(markdownToPlainText('See [the source](https://example.org)')).toBe('See the source');
  });

  it('keeps strikethrough text (GitHub markdown) without its tildes', () => {
    expect(markdownToPlainText('~~old~~ new')).toBe('old new');
  });

  it('puts blocks on lines of their own, and one line for titles', () => {
    const source = '# Air quality\n\nMeasured **hourly**\nat 16 stations.\n\n- NO₂\n- PM10';
    expect(markdownToPlainText(source)).toBe('Air quality\nMeasured hourly at 16 stations.\nNO₂\nPM10');
    expect(markdownToPlainLine(source)).toBe('Air quality Measured hourly at 16 stations. NO₂ PM10');
  });
});

describe('hasMarkup', () => {
  it('is false for text that renders as written', () => {
    expect(hasMarkup('Forest area by canton, 2023')).toBe(false);
    expect(hasMarkup('  Spaces   around  ')).toBe(false);
    expect(hasMarkup('snake_case and 2 * 3')).toBe(false);
  });
  it('is true for emphasis, links, escapes and paragraphs', () => {
    for (const text of ['**µg/m³**', '[a](https://b.org)', '\\*', '<https://b.org>', 'a\n\nb']) expect(hasMarkup(text)).toBe(true);
  });
  it('is true for raw HTML, which the renderer drops', () => {
    expect(hasMarkup('<b>x</b> <img src=x onerror="alert(1)">')).toBe(true);
  });
});
