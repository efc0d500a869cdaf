/**
 * Embedding a published chart (spec 002 §2): the embed flags of the address, the embed page's
 * address and the code a host page pastes (an iframe and a small script that sizes it from the
 * height messages the embedded page posts).
 */
import { escapeMarkup } from '../text';

/**
 * The flags a host page sets in the embed address; each hides or tightens one part of the view,
 * of a chart and of every chart of a dashboard (removeFilters also hides a dashboard's shared filters).
 */
export const EMBED_FLAGS = [
  'removeBorder',
  'optimizeSpace',
  'removeMoreOptionsButton',
  'removeLabelsInteractivity',
  'removeFootnotes',
  'removeFilters',
] as const;
export type EmbedFlag = (typeof EMBED_FLAGS)[number];
export type EmbedFlags = Record<EmbedFlag, boolean>;

/** Older names of flags: `disableBorder` is read as `removeBorder`. */
const ALIASES: Record<string, EmbedFlag> = { disableBorder: 'removeBorder' };

/** The `type` of the height message an embedded page posts to its parent (the spec leaves its value open). */
export const EMBED_RESIZE_MESSAGE = 'cubeviz:resize';

export const noEmbedFlags = (): EmbedFlags => Object.fromEntries(EMBED_FLAGS.map((f) => [f, false])) as EmbedFlags;

/** Flags of an address: a flag is on only when its value (or its alias's) is the text `true`. */
export const parseEmbedFlags = (query: URLSearchParams): EmbedFlags => {
  const flags = noEmbedFlags();
  for (const [name, value] of query) {
    const flag = ALIASES[name] ?? (EMBED_FLAGS as readonly string[]).find((f) => f === name);
    if (flag && value === 'true') flags[flag as EmbedFlag] = true;
  }
  return flags;
};

/**
 * The address's query with the flags written back in their own names: `flag=true` for each one
 * on, no flag (nor alias) for the others; every other parameter kept in its place.
 */
export const writeEmbedFlags = (query: URLSearchParams, flags: EmbedFlags): URLSearchParams => {
  const next = new URLSearchParams([...query].filter(([name]) => !(name in ALIASES) && !(EMBED_FLAGS as readonly string[]).includes(name)));
  for (const flag of EMBED_FLAGS) if (flags[flag]) next.append(flag, 'true');
  return next;
};

/** The embed page of a chart: `/{locale}/embed/{key}`, flags in the query. */
export const embedUrl = (origin: string, locale: string, key: string, flags: EmbedFlags) => {
  const query = writeEmbedFlags(new URLSearchParams(), flags).toString();
  return `${origin}/${locale}/embed/${encodeURIComponent(key)}${query ? `?${query}` : ''}`;
};

/** Paths of the embed page: `/embed/{key}`, with or without a locale. */
export const isEmbedPath = (pathname: string) => /^\/(?:[a-z]{2}\/)?embed\/[^/]+\/?$/.test(pathname);

/** The key of a view or embed page's path (`/{locale}/v/{key}`, `/{locale}/embed/{key}`), decoded; '' for another path. */
export const viewPathKey = (pathname: string) => {
  const key = /^\/(?:[a-z]{2}\/)?(?:v|embed)\/([^/]+)\/?$/.exec(pathname)?.[1];
  return key ? decodeURIComponent(key) : '';
};

/**
 * The HTML a host page pastes: the iframe, and a script that sets its height from the messages of
 * the embedded page, accepted only from that iframe and the chart's origin. The title is the
 * author's text: escaped, it cannot leave the attribute. The iframe is as wide as its place and
 * 640 px high until the page says its height; `size` bounds its width and sets its first height
 * (oEmbed's maxwidth and maxheight).
 */
export const embedCode = ({ url, title, key, size }: { url: string; title: string; key: string; size?: { width: number; height: number } }) => {
  const id = `cubeviz-${key.replace(/[^A-Za-z0-9]/g, '')}`;
  const origin = new URL(url).origin;
  const style = size ? `width:100%;max-width:${Math.round(size.width)}px;height:${Math.round(size.height)}px;border:0` : 'width:100%;height:640px;border:0';
  return [
    `<iframe id="${id}" src="${escapeMarkup(url)}" title="${escapeMarkup(title)}" style="${style}"></iframe>`,
    `<script>window.addEventListener("message",function(e){var f=document.getElementById(${JSON.stringify(id)});` +
      `if(f&&e.source===f.contentWindow&&e.origin===${JSON.stringify(origin)}&&e.data&&e.data.type===${JSON.stringify(EMBED_RESIZE_MESSAGE)}&&typeof e.data.height==="number")` +
      `f.style.height=e.data.height+"px";});</script>`,
  ].join('\n');
};
