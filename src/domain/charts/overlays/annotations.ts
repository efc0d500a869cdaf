/**
 * Annotations (spec 001 §3–§5): an author points at marks of a chart (targets: component +
 * value) and writes a text per locale. This module holds the annotation's rules (limits, which
 * panel controls are enabled) and the overlay every SVG scene gets: the marks each annotation
 * highlights and where its text opens. Charts only tag their marks with the dimension labels
 * they stand for (`Mark.datum`); nothing here is pasted into a chart.
 */
import { DEFAULT_ANNOTATION_COLOR } from '../../config/defaults';
import type { Annotation } from '../../config/interactive-filters';
import type { Component, Locale } from '../../data';
import { localizedText } from '../../i18n/fallback';
import type { Mark, Scene } from '../scene';

export const ANNOTATION_KEY_PREFIX = 'annotation:highlight:';
/** At most 3 annotations per chart; 500 characters of text per locale (spec 001 §5, §9). */
export const MAX_ANNOTATIONS = 3;
export const MAX_ANNOTATION_TEXT = 500;
export { DEFAULT_ANNOTATION_COLOR };

export type AnnotationTarget = Annotation['targets'][number];

export const isAnnotationKey = (key: string | undefined): key is string => !!key?.startsWith(ANNOTATION_KEY_PREFIX);

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A new annotation's key: the spec's prefix and a generated id. */
export const newAnnotationKey = (random: () => number = Math.random) =>
  ANNOTATION_KEY_PREFIX + Array.from({ length: 12 }, () => ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)]).join('');

export const hasText = (annotation: Annotation) => Object.values(annotation.text).some((t) => t.trim() !== '');

/**
 * Which controls of the annotation panel are enabled (spec 001 §4): style, text and default-open
 * wait for a target; default-open also for a text; clearing the text needs a text.
 */
export const annotationControls = (annotation: Annotation) => {
  const targeted = annotation.targets.length > 0;
  return { style: targeted, text: targeted, defaultOpen: targeted && hasText(annotation), clearText: hasText(annotation) };
};

export const canAddAnnotation = (annotations: Annotation[]) => annotations.length < MAX_ANNOTATIONS;

/** The label a target's value has in the chart (observations carry labels), else the value itself. */
const targetLabel = (target: AnnotationTarget, components: Map<string, Component>) =>
  components.get(target.componentId)?.values.find((v) => String(v.value) === target.value || v.versionedValue === target.value)?.label ?? target.value;

/**
 * Whether a mark is one of the annotation's targets: for every component the targets name, the
 * mark shows one of the named values. A target of the x value alone marks all its segments.
 * The targets' labels are looked up once, then each mark is a few set look-ups.
 */
export const targetMatcher = (targets: AnnotationTarget[], components: Map<string, Component>) => {
  const byComponent = new Map<string, Set<string>>();
  for (const t of targets) byComponent.set(t.componentId, (byComponent.get(t.componentId) ?? new Set()).add(targetLabel(t, components)));
  const wanted = [...byComponent];
  return (datum: Record<string, string> | undefined) => !!datum && wanted.length > 0 && wanted.every(([id, labels]) => id in datum && labels.has(datum[id]));
};

export const matchesTargets = (datum: Record<string, string> | undefined, targets: AnnotationTarget[], components: Map<string, Component>) =>
  targetMatcher(targets, components)(datum);

/**
 * The targets of a clicked mark: each dimension it stands for, by value (what filters store),
 * so the annotation survives relabelling and a change of locale.
 */
export const markTargets = (datum: Record<string, string>, components: Map<string, Component>): AnnotationTarget[] =>
  Object.entries(datum).map(([componentId, label]) => ({
    componentId,
    value: String(components.get(componentId)?.values.find((v) => v.label === label)?.value ?? label),
  }));

/** One annotation as drawn: its marks (by key), where its text opens, the text and what it points at. */
export type AnnotationOverlay = {
  key: string;
  /** 1-based, the number on its marker. */
  number: number;
  markKeys: string[];
  /** Plot coordinates of the marker: above the first target mark, or right of it on a bar chart. */
  anchor: { x: number; y: number; side: 'top' | 'right' };
  /** Markdown in the reader's locale (or the first language that has one); empty when none. */
  text: string;
  lang?: Locale;
  /** The targets' labels, for screen readers and the marker's name. */
  label: string;
  /** The fill of filled targets; none keeps their colours and rings them. */
  fill?: string;
  defaultOpen: boolean;
};

type PointedMark = Extract<Mark, { type: 'rect' | 'circle' | 'arc' }>;

const anchorOf = (mark: PointedMark, horizontal: boolean): AnnotationOverlay['anchor'] => {
  switch (mark.type) {
    case 'rect':
      // A bar's value is its right end; a column's its top.
      return horizontal ? { x: mark.x + mark.width, y: mark.y + mark.height / 2, side: 'right' } : { x: mark.x + mark.width / 2, y: mark.y, side: 'top' };
    case 'circle':
      return { x: mark.cx, y: mark.cy - Math.max(mark.r, 4), side: 'top' };
    case 'arc':
      // Pies are drawn around their centre; a slice's label sits at its centroid.
      return mark.label ? { x: mark.label.x, y: mark.label.y, side: 'top' } : { x: 0, y: 0, side: 'top' };
  }
};

/**
 * The overlay of the annotations on a scene. An annotation without a target, or whose targets
 * the chart does not show now (filtered out, hidden in the legend), draws nothing.
 */
export const annotationOverlays = (scene: Scene, annotations: Annotation[], components: Map<string, Component>, locale: Locale): AnnotationOverlay[] =>
  annotations.flatMap((annotation, i) => {
    const matches = targetMatcher(annotation.targets, components);
    const marks = scene.marks.filter((m): m is PointedMark => 'datum' in m && matches(m.datum));
    if (!marks.length) return [];
    const text = localizedText(annotation.text, locale);
    const labels = [...new Set(annotation.targets.map((t) => targetLabel(t, components)))];
    return [
      {
        key: annotation.key,
        number: i + 1,
        markKeys: marks.map((m) => m.key),
        anchor: anchorOf(marks[0], scene.zero?.orientation === 'vertical'),
        text: text?.text ?? '',
        lang: text?.lang,
        label: labels.join(', '),
        fill: annotation.highlightType === 'filled' ? (annotation.color ?? DEFAULT_ANNOTATION_COLOR) : undefined,
        defaultOpen: annotation.defaultOpen,
      },
    ];
  });

/** Which annotations are open: the author's default-open ones at first (spec 001 §3). */
export const initiallyOpen = (annotations: Pick<Annotation, 'key' | 'defaultOpen'>[]): string[] => annotations.filter((a) => a.defaultOpen).map((a) => a.key);

/** A visitor opening or closing one annotation's text. */
export const toggleOpen = (open: string[], key: string): string[] => (open.includes(key) ? open.filter((k) => k !== key) : [...open, key]);

/** A mark's datum from (component id, label) pairs; pairs without a component (no segment) are left out. */
export const datumOf = (...pairs: [string | undefined, string][]): Record<string, string> =>
  Object.fromEntries(pairs.filter((pair): pair is [string, string] => pair[0] !== undefined));
