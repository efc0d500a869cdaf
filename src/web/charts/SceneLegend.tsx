/** A chart scene's legend: its items (toggles where the visitor may hide a category) and the limits drawn. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { limitSwatch, seriesSwatch } from '../../domain/charts/legend-swatch';
import type { LegendItem, LimitMark } from '../../domain/charts/scene';
import { PatternSwatch } from './Patterns';
import { Swatch } from './Swatch';

type LegendProps = { items: LegendItem[]; limits?: LimitMark[]; title?: string; onToggle?: (key: string) => void; patterns: string };

export const Legend = ({ items: all, limits = [], title, onToggle, patterns }: LegendProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  // Categories without data under the visitor's filters are named apart, not offered as series.
  const items = all.filter((item) => !item.noData);
  const noData = all.filter((item) => item.noData);
  return (
    <>
      {title && (
        <p className="legend-title" id={titleId} data-testid="legend-title">
          {title}
        </p>
      )}
      <ul className="legend" data-testid="legend" aria-labelledby={title ? titleId : undefined}>
        {items.map((item) => {
          const swatch = item.pattern ? <PatternSwatch item={{ ...item, pattern: item.pattern }} prefix={patterns} /> : <Swatch shape={seriesSwatch(item)} />;
          return (
            <li key={item.key}>
              {onToggle ? (
                <label className="legend-toggle">
                  <input type="checkbox" checked={!item.hidden} onChange={() => onToggle(item.key)} data-testid="legend-toggle" />
                  {swatch}
                  {item.label}
                </label>
              ) : (
                <>
                  {swatch}
                  {item.label}
                </>
              )}
            </li>
          );
        })}
        {/* Limits name themselves once each (a limit may be drawn on several categories), never toggles. */}
        {[...new Map(limits.map((limit) => [limit.key, limit])).values()].map((limit) => (
          <li key={`limit:${limit.key}`} data-testid="legend-limit">
            <Swatch shape={limitSwatch(limit)} />
            {limit.label}
          </li>
        ))}
        {noData.length > 0 && (
          <li className="legend-no-data" data-testid="legend-no-data">
            {t('chart.legend.no-data', { names: noData.map((item) => item.label).join(', ') })}
          </li>
        )}
        {onToggle && items.filter((i) => !i.hidden).length === 1 && (
          <li className="legend-hint" role="note" data-testid="legend-hint">
            {t('chart.legend.last-category')}
          </li>
        )}
      </ul>
    </>
  );
};
