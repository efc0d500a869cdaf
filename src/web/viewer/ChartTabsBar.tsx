/**
 * The chart tabs bar of the published view (spec 002 §2, §4): one tab per chart, named by its
 * label or a placeholder, cut at 400 px with the full name as a tooltip. Arrow keys, Home and End
 * move between tabs (the WAI-ARIA tabs pattern with automatic activation).
 */
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartConfig } from '../../domain/config';
import type { Locale } from '../../domain/data';
import { tabLabel } from '../../domain/viewer/view-parts';

export const tabId = (key: string) => `chart-tab-${key}`;
export const panelId = 'chart-tab-panel';

export const ChartTabsBar = ({
  charts,
  active,
  locale,
  onSelect,
}: {
  charts: ChartConfig[];
  active: string;
  locale: Locale;
  onSelect: (key: string) => void;
}) => {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: charts.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chart = charts[(next + charts.length) % charts.length];
    onSelect(chart.key);
    list.current?.querySelector<HTMLElement>(`#${tabId(chart.key)}`)?.focus();
  };
  return (
    <div className="view-tabs" role="tablist" aria-label={t('view.tabs')} ref={list} data-testid="view-tabs">
      {charts.map((chart, i) => {
        const label = tabLabel(chart, locale);
        const selected = chart.key === active;
        return (
          <button
            key={chart.key}
            id={tabId(chart.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={label ? 'view-tab' : 'view-tab view-tab-placeholder'}
            title={label ?? t('view.tab.untitled', { number: i + 1 })}
            data-testid={`view-tab-${i}`}
            onClick={() => onSelect(chart.key)}
            onKeyDown={(e) => move(e, i)}
          >
            {label ?? t('view.tab.untitled', { number: i + 1 })}
          </button>
        );
      })}
    </div>
  );
};
