/**
 * The colour palette selector (spec 001 §2): every palette as a swatch, grouped categorical,
 * sequential and diverging, in one listbox. Arrow keys, Home and End move the focus; Enter,
 * Space or a click choose the focused palette.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DIMENSION_PALETTE, type PaletteGroup } from '../../../../domain/charts/palettes';
import { PALETTE_KIND_KEY } from '../../../../domain/i18n/author-keys';

type Palette = PaletteGroup['palettes'][number];

const Swatch = ({ palette, kind }: { palette: Palette; kind: PaletteGroup['kind'] }) =>
  kind === 'categorical' ? (
    <span className="palette-squares" aria-hidden="true">
      {palette.colors.map((color, i) => (
        <span key={i} className="palette-square" style={{ background: color }} />
      ))}
    </span>
  ) : (
    <span className="palette-ramp" style={{ background: `linear-gradient(to right, ${palette.colors.join(', ')})` }} aria-hidden="true" />
  );

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowRight: (i, n) => Math.min(i + 1, n - 1),
  ArrowUp: (i) => Math.max(i - 1, 0),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, n) => n - 1,
};

export const PaletteSelector = ({ groups, paletteId, onChange }: { groups: PaletteGroup[]; paletteId: string; onChange: (paletteId: string) => void }) => {
  const { t } = useTranslation();
  const id = useId();
  const ids = groups.flatMap((g) => g.palettes.map((p) => p.id));
  const [focused, setFocused] = useState(0);
  const options = useRef<(HTMLDivElement | null)[]>([]);
  const chosen = ids.indexOf(paletteId);
  // A reset chooses another palette: the list is entered there next time.
  useEffect(() => {
    if (chosen >= 0) setFocused(chosen);
  }, [chosen]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = NEXT_KEYS[event.key];
    if (move) {
      const next = move(focused, ids.length);
      setFocused(next);
      options.current[next]?.focus();
    } else if (event.key === 'Enter' || event.key === ' ') onChange(ids[focused]);
    else return;
    event.preventDefault();
  };
  const name = (palette: string) => (palette === DIMENSION_PALETTE ? t('controls.color.palette.dimension') : palette);
  return (
    <div className="palette-selector">
      <span id={`${id}-label`} className="control-label">
        {t('controls.color.palette')}
      </span>
      <div role="listbox" aria-labelledby={`${id}-label`} className="palette-list" onKeyDown={onKeyDown} data-testid="palette-selector">
        {groups.map(({ kind, palettes }) => (
          <div key={kind} role="group" aria-labelledby={`${id}-${kind}`} className="palette-group">
            <span id={`${id}-${kind}`} className="palette-group-label">
              {t(PALETTE_KIND_KEY[kind])}
            </span>
            {palettes.map((palette) => {
              const index = ids.indexOf(palette.id);
              return (
                <div
                  key={palette.id}
                  ref={(element) => {
                    options.current[index] = element;
                  }}
                  role="option"
                  aria-selected={palette.id === paletteId}
                  tabIndex={index === focused ? 0 : -1}
                  className="palette-option"
                  onClick={() => {
                    setFocused(index);
                    onChange(palette.id);
                  }}
                  data-testid={`palette-${palette.id}`}
                >
                  <span className="palette-name">{palette.name ?? name(palette.id)}</span>
                  <Swatch palette={palette} kind={kind} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
};
