/**
 * The head of a saved chart's page as the server sends it (issue 30 item 2): its <title>, its
 * description and canonical address for search engines and link previews, and `noindex` where the
 * page is no published chart (a draft, an unknown key). A published chart's page also has its
 * card for chats and social sites (OpenGraph and Twitter: the chart's PNG, `{canonical}.png`,
 * issue 30 item 5) and the discovery link of its oEmbed (item 6). The texts are the author's
 * markdown as plain text, escaped: they are untrusted.
 */
import type { Locale } from '../data';
import type { SavedConfigData } from '../config';
import { localizedPlainTitle, localizedText } from '../i18n/fallback';
import { markdownToPlainLine } from '../markdown';
import { escapeMarkup } from '../text';

/** A published chart's card: its plain title, its image and its oEmbed address. */
export type PageCard = { title: string; image: string; oembed: string };

export type PageHead = { locale: Locale; title: string; description?: string; canonical?: string; noindex: boolean; card?: PageCard };

/** A description stays a sentence or two in a search result or a chat's link preview. */
const DESCRIPTION_LENGTH = 200;

const shortened = (text: string) => (text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text);

const metas = (data: SavedConfigData) => (data.layout.type === 'dashboard' ? [data.layout.meta, data.chartConfigs[0]?.meta] : [data.chartConfigs[0]?.meta]);

/** A saved config's plain title: the layout's for a dashboard, else (or without one) the first chart's. */
export const savedConfigTitle = (data: SavedConfigData, locale: Locale): string | undefined =>
  metas(data)
    .map((m) => localizedPlainTitle(m?.title, locale))
    .find(Boolean);

/** The address of a published chart's oEmbed, for its view's address. */
export const oembedUrl = (view: string) => `${new URL(view).origin}/api/oembed?url=${encodeURIComponent(view)}&format=json`;

/**
 * The head of a saved config's page: the layout's title and description for a dashboard, else the
 * first chart's, after the app's name; a draft is not indexed and has no card.
 */
export const savedConfigHead = (
  data: SavedConfigData,
  { locale, published, canonical, appName }: { locale: Locale; published: boolean; canonical: string; appName: string },
): PageHead => {
  const title = savedConfigTitle(data, locale);
  const description = metas(data)
    .map((m) => localizedText(m?.description, locale)?.text)
    .find(Boolean);
  return {
    locale,
    title: title ? `${title} – ${appName}` : appName,
    ...(description && { description: shortened(markdownToPlainLine(description)) }),
    canonical,
    noindex: !published,
    ...(published && { card: { title: title ?? appName, image: `${canonical}.png`, oembed: oembedUrl(canonical) } }),
  };
};

const cardTags = (head: PageHead, card: PageCard) => [
  '<meta property="og:type" content="website" />',
  `<meta property="og:title" content="${escapeMarkup(card.title)}" />`,
  head.description ? `<meta property="og:description" content="${escapeMarkup(head.description)}" />` : '',
  head.canonical ? `<meta property="og:url" content="${escapeMarkup(head.canonical)}" />` : '',
  `<meta property="og:image" content="${escapeMarkup(card.image)}" />`,
  `<meta property="og:image:alt" content="${escapeMarkup(card.title)}" />`,
  '<meta name="twitter:card" content="summary_large_image" />',
  `<meta name="twitter:image" content="${escapeMarkup(card.image)}" />`,
  `<link rel="alternate" type="application/json+oembed" href="${escapeMarkup(card.oembed)}" title="${escapeMarkup(card.title)}" />`,
];

/** The app's HTML with the page's language and head: its <title> replaced, the other tags added before </head>. */
export const withPageHead = (html: string, head: PageHead): string => {
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    head.description ? `<meta name="description" content="${escapeMarkup(head.description)}" />` : '',
    head.canonical ? `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />` : '',
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    ...(head.card ? cardTags(head, head.card) : []),
  ].filter(Boolean);
  return html.replace(/<html lang="[^"]*"/, `<html lang="${head.locale}"`).replace(/<title>[^<]*<\/title>/, () => tags.join('\n    '));
};
