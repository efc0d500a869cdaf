/**
 * A scene's annotations drawn (domain/charts/overlays/annotations): the targeted marks ringed,
 * or filled in the annotation's colour, and a numbered marker button above the first of them
 * that opens and closes the text. Markers are buttons in the page's tab order, named by what they
 * point at, each with aria-expanded; the open text is a group named after its marker.
 */
import { Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initiallyOpen, toggleOpen, type AnnotationOverlay } from '../../domain/charts/overlays/annotations';
import type { Annotation } from '../../domain/config/interactive-filters';
import { SafeMarkdown } from '../markdown/MarkdownOrText';
import type { Mark, Scene } from '../../domain/charts/scene';

/** What a visitor has open, and how they change it. */
export type AnnotationsView = { open: string[]; onToggle: (key: string) => void };

type Pointed = Extract<Mark, { type: 'rect' | 'circle' | 'arc' }>;

const Highlight = ({ mark, fill }: { mark: Pointed; fill?: string }) => {
  const common = {
    className: fill ? 'annotation-highlight annotation-filled' : 'annotation-highlight',
    fill: fill ?? 'none',
    'data-testid': 'annotation-highlight',
    'data-mark-key': mark.key,
  };
  switch (mark.type) {
    case 'rect':
      return <rect {...common} x={mark.x} y={mark.y} width={mark.width} height={mark.height} />;
    case 'circle':
      // An undrawn line point shows itself while it is annotated.
      return <circle {...common} cx={mark.cx} cy={mark.cy} r={Math.max(mark.r, 5)} fill={fill ?? mark.fill} />;
    case 'arc':
      return <path {...common} d={mark.d} />;
  }
};

/** The highlighted marks, drawn in the marks' group over them. */
export const AnnotationHighlights = ({ overlays, marks }: { overlays: AnnotationOverlay[]; marks: Mark[] }) => {
  const byKey = new Map(marks.map((m) => [m.key, m]));
  return (
    <g className="annotation-highlights" pointerEvents="none">
      {overlays.flatMap((overlay) =>
        overlay.markKeys.flatMap((key) => {
          const mark = byKey.get(key);
          return mark && mark.type !== 'path' && mark.type !== 'rule' ? [<Highlight key={`${overlay.key}:${key}`} mark={mark} fill={overlay.fill} />] : [];
        }),
      )}
    </g>
  );
};

/** Popovers wider than this are kept inside the chart's width. */
const POPOVER_WIDTH = 260;
/** The marker's size (1.6rem) and the room a text needs to open above it, in px. */
const MARKER = 26;
const ROOM_ABOVE = 140;

/** The markers and open texts, over the svg (in the chart canvas' coordinates). */
export const AnnotationMarkers = ({ scene, overlays, view }: { scene: Scene; overlays: AnnotationOverlay[]; view: AnnotationsView }) => {
  const { t } = useTranslation();
  const id = useId().replace(/[^\w-]/g, '');
  const origin = scene.centre ?? { x: scene.plot.left, y: scene.plot.top };
  // Of two open texts closer than a text's width, the second opens below its marker, not over the first.
  const below = new Set<string>();
  let previous: number | undefined;
  for (const o of [...overlays].filter((o) => view.open.includes(o.key)).sort((a, b) => a.anchor.x - b.anchor.x)) {
    if (previous !== undefined && o.anchor.x - previous < POPOVER_WIDTH) {
      below.add(o.key);
      previous = undefined;
    } else previous = o.anchor.x;
  }
  return (
    <div className="annotation-markers">
      {overlays.map((overlay) => {
        const open = view.open.includes(overlay.key);
        const x = origin.x + overlay.anchor.x;
        const y = Math.max(overlay.anchor.side === 'top' ? MARKER + 6 : MARKER / 2, origin.y + overlay.anchor.y);
        // The text opens above a marker with room above it, else below the marker (bars: below, beside the bar's end).
        const above = overlay.anchor.side === 'top' && y > ROOM_ABOVE && !below.has(overlay.key);
        const top = overlay.anchor.side === 'right' ? y + MARKER / 2 + 4 : above ? y - MARKER - 10 : y + 4;
        const name = t('chart.annotation.marker', { number: overlay.number, target: overlay.label });
        const textId = `${id}-annotation-${overlay.number}`;
        // Centred on the marker (CSS), kept inside the chart.
        const left = Math.min(Math.max(x, POPOVER_WIDTH / 2), scene.width - POPOVER_WIDTH / 2);
        return (
          <div key={overlay.key}>
            <button
              type="button"
              className={`annotation-marker annotation-marker-${overlay.anchor.side}`}
              style={{ left: x, top: y, borderColor: overlay.fill }}
              aria-expanded={open}
              aria-controls={open ? textId : undefined}
              aria-label={name}
              title={name}
              onClick={() => view.onToggle(overlay.key)}
              data-testid="annotation-marker"
            >
              {overlay.number}
            </button>
            {open && (
              <div
                id={textId}
                role="group"
                aria-label={name}
                lang={overlay.lang}
                className={above ? 'annotation-popover annotation-popover-above' : 'annotation-popover'}
                style={{ left, top }}
                onKeyDown={(e) => e.key === 'Escape' && view.onToggle(overlay.key)}
                data-testid="annotation-text"
              >
                {overlay.text ? (
                  <Suspense fallback={<p>{overlay.text}</p>}>
                    <SafeMarkdown text={overlay.text} />
                  </Suspense>
                ) : (
                  <p>{overlay.label}</p>
                )}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
};

/** The visitor's switch for all annotations, beside the chart's other interactive controls. */
export const AnnotationsToggle = ({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) => {
  const { t } = useTranslation();
  return (
    <label className="annotations-toggle">
      <input type="checkbox" checked={shown} onChange={(e) => onChange(e.target.checked)} data-testid="annotations-toggle" />
      {t('chart.annotation.show')}
    </label>
  );
};

/**
 * What a visitor has open (the author's default-open ones at first; renewed when the author
 * changes them in the preview) and whether annotations are shown at all.
 */
export const useAnnotationsView = (annotations: Pick<Annotation, 'key' | 'defaultOpen'>[]) => {
  const defaults = initiallyOpen(annotations);
  const [open, setOpen] = useState(defaults);
  const [seen, setSeen] = useState(defaults.join(' '));
  if (seen !== defaults.join(' ')) {
    setSeen(defaults.join(' '));
    setOpen(defaults);
  }
  const [shown, setShown] = useState(true);
  const onToggle = useCallback((key: string) => setOpen((current) => toggleOpen(current, key)), []);
  const view = useMemo(() => ({ open, onToggle }), [open, onToggle]);
  return { view: shown ? view : undefined, shown, setShown };
};
