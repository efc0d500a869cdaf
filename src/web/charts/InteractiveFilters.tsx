/**
 * The interactive filters of a chart (spec 002 §4) other than the legend: data filters, the
 * calculation toggle, the time-range brush and the animation player. They change what the chart
 * shows, never the saved config.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { advance, frameIndex, initialPlayback, play, runDuration, stop, type Playback } from '../../domain/charts/animation';
import { displayLabel, presentValues, presetRange, type InteractiveState } from '../../domain/charts/chart-data';
import { isTemporalDimension, type Component, type Observation } from '../../domain/data';
import { CALCULATION_KEY, TIME_RANGE_END_KEY } from '../../domain/messages';
import type { DataFilterChoices } from '../../domain/viewer/data-filters';

export const DataFilters = ({
  componentIds,
  filterTypes,
  components,
  choices,
  onChange,
}: {
  componentIds: string[];
  filterTypes: Record<string, 'single' | 'multi'>;
  components: Map<string, Component>;
  choices: DataFilterChoices;
  onChange: (choices: DataFilterChoices) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="data-filters" data-testid="data-filters" role="group" aria-label={t('chart.data-filters')}>
      {componentIds.map((id) => {
        const component = components.get(id);
        if (!component) return null;
        const chosen = choices[id] ?? [];
        const set = (values: string[]) => onChange({ ...choices, [id]: values });
        return filterTypes[id] === 'multi' ? (
          <fieldset key={id} className="data-filter" data-testid={`data-filter-${id}`}>
            <legend>{component.label}</legend>
            {component.values.map((v) => {
              const value = String(v.value);
              const checked = chosen.includes(value);
              return (
                <label key={value}>
                  <input
                    type="checkbox"
                    checked={checked}
                    // At least one value stays chosen: an empty multi filter would show nothing.
                    disabled={checked && chosen.length === 1}
                    onChange={() => set(checked ? chosen.filter((c) => c !== value) : [...chosen, value])}
                  />
                  {displayLabel(component, v.label)}
                </label>
              );
            })}
          </fieldset>
        ) : (
          <label key={id} className="data-filter" data-testid={`data-filter-${id}`}>
            <span>{component.label}</span>
            <select value={chosen[0] ?? ''} onChange={(e) => set([e.target.value])}>
              {component.values.map((v) => (
                <option key={String(v.value)} value={String(v.value)}>
                  {displayLabel(component, v.label)}
                </option>
              ))}
            </select>
          </label>
        );
      })}
    </div>
  );
};

export const CalculationToggle = ({
  value,
  onChange,
}: {
  value: InteractiveState['calculation'];
  onChange: (value: InteractiveState['calculation']) => void;
}) => {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div className="calculation-toggle" role="radiogroup" aria-label={t('chart.calculation')} data-testid="calculation-toggle">
      {(['identity', 'percent'] as const).map((type) => (
        <label key={type}>
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
          {t(CALCULATION_KEY[type])}
        </label>
      ))}
    </div>
  );
};

/** Two handles over the time values; both ends are inclusive (spec 002 §5: from and to are both needed). */
export const TimeRangeBrush = ({
  component,
  observations,
  presets,
  onChange,
  onHold,
}: {
  component: Component | undefined;
  observations: Observation[];
  presets: { from: string; to: string };
  onChange: (range: { from: string; to: string }) => void;
  /** True while the visitor moves a handle, false once the change is committed. */
  onHold: (held: boolean) => void;
}) => {
  const { t } = useTranslation();
  const values = useMemo(() => presentValues(component, observations), [component, observations]);
  const [range, setRange] = useState<[number, number]>(() => presetRange(values, presets));
  const [from, to] = [Math.min(range[0], values.length - 1), Math.min(range[1], values.length - 1)];
  useEffect(() => {
    if (values.length) onChange({ from: values[from], to: values[to] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onChange is a fresh closure each render: only a new range is news
  }, [values, from, to]);
  if (values.length < 2 || !component) return null;
  const label = (i: number) => displayLabel(component, values[i]);
  // Neither handle passes the other.
  const handles = [
    { end: 'from' as const, value: from, clamp: (i: number): [number, number] => [Math.min(i, to), to] },
    { end: 'to' as const, value: to, clamp: (i: number): [number, number] => [from, Math.max(i, from)] },
  ];
  const hold = { onPointerDown: () => onHold(true), onPointerUp: () => onHold(false), onKeyDown: () => onHold(true), onKeyUp: () => onHold(false) };
  const last = values.length - 1;
  // Handles that meet: the one that can still move lies on top (at the end, only "from" can).
  const raised = from === to ? (to === last ? 'from' : 'to') : undefined;
  return (
    <div className="time-range" data-testid="time-range" role="group" aria-label={t('chart.time-range')}>
      <span className="time-range-label">
        {t('chart.time-range')}: <output data-testid="time-range-value">{`${label(from)} – ${label(to)}`}</output>
      </span>
      <span className="time-range-slider">
        {/* One track for both handles, the chosen span drawn on it (SVG attributes: no inline style, which the CSP refuses). */}
        <svg className="time-range-track" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <rect className="time-range-all" width={1} height={1} />
          <rect className="time-range-chosen" x={from / last} width={(to - from) / last} height={1} />
        </svg>
        {handles.map(({ end, value, clamp }) => (
          <input
            key={end}
            type="range"
            className={end === raised ? 'raised' : undefined}
            min={0}
            max={last}
            value={value}
            aria-label={t(TIME_RANGE_END_KEY[end])}
            aria-valuetext={label(value)}
            data-testid={`time-range-${end}`}
            {...hold}
            onChange={(e) => setRange(clamp(Number(e.target.value)))}
          />
        ))}
      </span>
    </div>
  );
};

type AnimationField = { showPlayButton: boolean; type: 'continuous' | 'stepped'; duration: number; dynamicScales: boolean };

/**
 * Plays the animation dimension's values: continuous or stepped over the configured seconds,
 * ordinal values 1000 ms each. The slider scrubs and stops playback. While `held` (the visitor
 * moves the time range) playback pauses, and resumes when the hold ends (spec 002 §4).
 */
export const AnimationPlayer = ({
  field,
  component,
  observations,
  held,
  onFrame,
}: {
  field: AnimationField;
  component: Component | undefined;
  observations: Observation[];
  held: boolean;
  onFrame: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const values = useMemo(() => presentValues(component, observations), [component, observations]);
  const [playback, setPlayback] = useState<Playback>(initialPlayback);
  const ordinal = !!component && !isTemporalDimension(component);
  const duration = runDuration(values.length, field.duration, ordinal);
  const index = frameIndex(values.length, playback.progress, ordinal ? 'stepped' : field.type);
  const last = useRef<number>(undefined);
  const resume = useRef(false);
  useEffect(() => {
    if (held && playback.status === 'playing') {
      resume.current = true;
      setPlayback(stop);
    } else if (!held && resume.current) {
      resume.current = false;
      setPlayback(play);
    }
  }, [held, playback.status]);

  useEffect(() => {
    if (values[index] !== undefined) onFrame(values[index]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onFrame is a fresh closure each render: only a new frame is news
  }, [values, index]);
  useEffect(() => {
    if (playback.status !== 'playing') return;
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = last.current === undefined ? 0 : now - last.current;
      last.current = now;
      setPlayback((p) => advance(p, elapsed, duration));
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      last.current = undefined;
    };
  }, [playback.status, duration]);

  if (!component || values.length === 0) return null;
  const playing = playback.status === 'playing';
  return (
    <div className="animation-player" data-testid="animation-player" data-status={playback.status}>
      {field.showPlayButton && (
        <button type="button" className="button" onClick={() => setPlayback(playing ? stop : play)} data-testid="animation-play">
          {playing ? t('chart.animation.pause') : t('chart.animation.play')}
        </button>
      )}
      <input
        type="range"
        min={0}
        max={values.length - 1}
        value={index}
        aria-label={component.label}
        aria-valuetext={displayLabel(component, values[index])}
        onChange={(e) => setPlayback({ status: 'stopped', progress: values.length > 1 ? Number(e.target.value) / (values.length - 1) : 0 })}
      />
      <output data-testid="animation-value">{displayLabel(component, values[index])}</output>
    </div>
  );
};
