/**
 * What a saved config may hold when it is written (config-create, config-update): texts of the
 * length a person writes, and a size in bytes. Reading never applies them: a config saved before
 * a limit existed, or under a larger one, loads as it always did (load.ts has no such check).
 * Annotation texts are bounded in the schema itself (500 characters, spec 001 §5).
 */
import type { Localized } from './common';
import type { SavedConfigData } from './configurator-state';

/** Characters per locale of each kind of text in a saved config. */
export const TEXT_LIMITS = {
  /** Chart and layout titles: a headline, not a page (may be Markdown). */
  title: 300,
  /** Tab labels and unit labels: a few words. */
  label: 200,
  /** Chart and layout descriptions: a few paragraphs. */
  description: 5_000,
  /** Text blocks of a dashboard: a short article. */
  textBlock: 10_000,
} as const;
export type TextKind = keyof typeof TEXT_LIMITS;

type Path = (string | number)[];
type Text = { path: Path; text: Localized | undefined; kind: TextKind };

/** Every localised free text of a config, with where it is and what kind it is. */
const textsOf = (data: SavedConfigData): Text[] => {
  const meta = (path: Path, m: { title: Localized; description: Localized; label?: Localized }): Text[] => [
    { path: [...path, 'title'], text: m.title, kind: 'title' },
    { path: [...path, 'description'], text: m.description, kind: 'description' },
    { path: [...path, 'label'], text: m.label, kind: 'label' },
  ];
  return [
    ...meta(['layout', 'meta'], data.layout.meta),
    ...data.layout.blocks.flatMap((block, i): Text[] =>
      block.type === 'text' ? [{ path: ['layout', 'blocks', i, 'text'], text: block.text, kind: 'textBlock' }] : [],
    ),
    ...data.chartConfigs.flatMap((chart, i) => [
      ...meta(['chartConfigs', i, 'meta'], chart.meta),
      ...Object.entries(chart.conversionUnitsByComponentId).map(([id, unit]): Text => ({
        path: ['chartConfigs', i, 'conversionUnitsByComponentId', id, 'labels'],
        text: unit.labels,
        kind: 'label',
      })),
    ]),
  ];
};

export type OverlongText = { path: string; kind: TextKind; length: number; max: number };

/** The first text longer than its kind's limit, or undefined when all fit. */
export const findOverlongText = (data: SavedConfigData): OverlongText | undefined => {
  for (const { path, text, kind } of textsOf(data)) {
    for (const [locale, value] of Object.entries(text ?? {})) {
      if (value.length > TEXT_LIMITS[kind]) return { path: [...path, locale].join('.'), kind, length: value.length, max: TEXT_LIMITS[kind] };
    }
  }
  return undefined;
};

/** The bytes a config takes as JSON text (UTF-8), as the server receives and stores it. */
export const configBytes = (data: unknown): number => new TextEncoder().encode(JSON.stringify(data)).length;

/** A count in the server's messages (English, thousands separated: 200,000). */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/**
 * Why a config may not be written (a text too long, or more than `maxBytes`), or undefined when
 * it may. The message names the first overlong text by its path.
 */
export const writeLimitRefusal = (data: SavedConfigData, limits: { maxBytes: number }): string | undefined => {
  const overlong = findOverlongText(data);
  if (overlong) return `Config too large: ${overlong.path}: must be at most ${formatCount(overlong.max)} characters (has ${formatCount(overlong.length)})`;
  const bytes = configBytes(data);
  if (bytes > limits.maxBytes) return `Config too large: ${formatCount(bytes)} bytes, more than the ${formatCount(limits.maxBytes)} bytes one config may take`;
  return undefined;
};
