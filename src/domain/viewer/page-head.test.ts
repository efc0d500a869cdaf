import { describe, expect, it } from 'vitest';
import { emptyMeta } from '../config';
import { savedConfigHead, withPageHead } from './page-head';

const HTML = '<!doctype html>\n<html lang="de">\n  <head>\n    <meta charset="utf-8" />\n    <title>cubeviz</title>\n  </head>\n  <body></body>\n</html>';
const meta = (title: string, description = '') => ({
  ...emptyMeta(),
  title: { de: '', fr: '', it: '', en: title },
  description: { de: '', fr: '', it: '', en: description },
});
const chart = (title: string, description?: string) => ({ meta: meta(title, description) });
const data = (layout: object, charts: object[]) => ({ layout, chartConfigs: charts }) as never;
const options = { locale: 'en' as const, published: true, canonical: 'https://example.org/en/v/abc', appName: 'cubeviz' };

describe('savedConfigHead', () => {
  it('titles a chart after its plain title, describes it in at most 200 characters, indexes it when published', () => {
    const head = savedConfigHead(
      data({ type: 'tab', meta: meta('') }, [chart('**Air** quality', `Annual [means](https://x.org). ${'a'.repeat(300)}`)]),
      options,
    );
    expect(head.title).toBe('Air quality – cubeviz');
    expect(head.description!.startsWith('Annual means. aaa')).toBe(true);
    expect(head.description!.length).toBe(200);
    expect(head.noindex).toBe(false);
    expect(head.card).toEqual({
      title: 'Air quality',
      image: 'https://example.org/en/v/abc.png',
      oembed: 'https://example.org/api/oembed?url=https%3A%2F%2Fexample.org%2Fen%2Fv%2Fabc&format=json',
    });
  });

  it('titles a dashboard after its layout, falls back to another language, and keeps a draft out of search engines', () => {
    const dashboard = data({ type: 'dashboard', meta: meta('Dashboard') }, [chart('First chart')]);
    expect(savedConfigHead(dashboard, options).title).toBe('Dashboard – cubeviz');
    expect(savedConfigHead(dashboard, { ...options, locale: 'de' }).title).toBe('Dashboard – cubeviz');
    expect(savedConfigHead(dashboard, { ...options, published: false }).noindex).toBe(true);
    expect(savedConfigHead(dashboard, { ...options, published: false }).card).toBeUndefined();
    expect(savedConfigHead(dashboard, options).card?.title).toBe('Dashboard');
    expect(savedConfigHead(data({ type: 'tab', meta: meta('') }, [chart('')]), options).title).toBe('cubeviz');
  });
});

describe('withPageHead', () => {
  it('sets the language and writes the head, escaping the author’s text', () => {
    const html = withPageHead(HTML, {
      locale: 'fr',
      title: '<script>alert(1)</script> – cubeviz',
      description: 'A "quoted" & <b>bold</b> text',
      canonical: 'https://example.org/fr/v/abc?x="1"',
      noindex: true,
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; – cubeviz</title>');
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; text" />');
    expect(html).toContain('<link rel="canonical" href="https://example.org/fr/v/abc?x=&quot;1&quot;" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('<script>');
  });

  it('gives a published chart its card and oEmbed link, escaped', () => {
    const card = { title: 'Air & "water"', image: 'https://example.org/en/v/abc.png', oembed: 'https://example.org/api/oembed?url=x&format=json' };
    const html = withPageHead(HTML, {
      locale: 'en',
      title: 'Air – cubeviz',
      description: 'Means',
      canonical: 'https://example.org/en/v/abc',
      noindex: false,
      card,
    });
    expect(html).toContain('<meta property="og:title" content="Air &amp; &quot;water&quot;" />');
    expect(html).toContain('<meta property="og:description" content="Means" />');
    expect(html).toContain('<meta property="og:url" content="https://example.org/en/v/abc" />');
    expect(html).toContain('<meta property="og:image" content="https://example.org/en/v/abc.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:image" content="https://example.org/en/v/abc.png" />');
    expect(html).toContain(
      '<link rel="alternate" type="application/json+oembed" href="https://example.org/api/oembed?url=x&amp;format=json" title="Air &amp; &quot;water&quot;" />',
    );
  });

  it('leaves out what the page has not', () => {
    const html = withPageHead(HTML, { locale: 'en', title: 'cubeviz', noindex: false });
    expect(html).not.toMatch(/description|canonical|robots|og:|twitter:|oembed/);
  });
});
