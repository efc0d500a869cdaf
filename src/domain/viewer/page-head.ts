/**
 * The head of a saved chart's page as the server sends it (issue 30 item 2): its <title>, its
 * description and canonical address for search engines and link previews, and `noindex` where the
 * page is no published chart (a draft, an unknown key). The texts are the author's markdown as
 * plain text, escaped: they are untrusted.
 */
import type { Locale } from '../data';
import type { SavedConfigData } from '../config';
import { localizedPlainTitle, localizedText } from '../i18n/fallback';
import { markdownToPlainLine } from '../markdown';
import { escapeMarkup } from '../text';

export type PageHead = { locale: Locale; title: string; description?: string; canonical?: string; noindex: boolean };

/** A description stays a sentence or two in a search result or a chat's link preview. */
const DESCRIPTION_LENGTH = 200;

const shortened = (text: string) => (text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text);

/**
 * The head of a saved config's page: the layout's title and description for a dashboard, else the
 * first chart's, after the app's name; a draft is not indexed.
 */
export const savedConfigHead = (
  data: SavedConfigData,
  { locale, published, canonical, appName }: { locale: Locale; published: boolean; canonical: string; appName: string },
): PageHead => {
  const metas = data.layout.type === 'dashboard' ? [data.layout.meta, data.chartConfigs[0]?.meta] : [data.chartConfigs[0]?.meta];
  const title = metas.map((m) => localizedPlainTitle(m?.title, locale)).find(Boolean);
  const description = metas.map((m) => localizedText(m?.description, locale)?.text).find(Boolean);
  return {
    locale,
    title: title ? `${title} – ${appName}` : appName,
    ...(description && { description: shortened(markdownToPlainLine(description)) }),
    canonical,
    noindex: !published,
  };
};

/** The app's HTML with the page's language and head: its <title> replaced, the other tags added before </head>. */
export const withPageHead = (html: string, head: PageHead): string => {
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    head.description ? `<meta name="description" content="${escapeMarkup(head.description)}" />` : '',
    head.canonical ? `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
  ].filter(Boolean);
  return html.replace(/<html lang="[^"]*"/, `<html lang="${head.locale}"`).replace(/<title>[^<]*<\/title>/, () => tags.join('\n    '));
};
