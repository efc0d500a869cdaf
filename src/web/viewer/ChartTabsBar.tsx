/**
 * The chart tabs bar of the published view (spec 002 §2, §4), also the layout step's preview of
 * it: one tab per chart, named by domain/viewer/view-parts `tabName`, cut at 400 px with the full
 * name as a tooltip. Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern with
 * automatic activation). In the view each tab is also a link to its address (`hrefOf`): a tab
 * chosen before the page's scripts run, or without them, opens the server's page of that tab.
 */
import { useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartConfig } from '../../domain/config';
import type { Locale } from '../../domain/data';
import { tabName } from '../../domain/viewer/view-parts';
import './tabs.css';

export const tabId = (key: string) => `chart-tab-${key}`;
export const panelId = 'chart-tab-panel';

/** A tab's name as shown: the author's text with its language, or the placeholder in the page's language. */
export type ShownTabName = { text: string; lang?: string; placeholder: boolean };

/** Names charts' tabs (the editor's, the layout step's and the view's alike) in `locale`. */
export const useTabName = (locale: Locale) => {
  const { t } = useTranslation();
  return (chart: Pick<ChartConfig, 'meta' | 'chartType'>, index: number): ShownTabName => {
    const name = tabName(chart, index, locale);
    return 'text' in name
      ? { text: name.text, lang: name.fallback ? name.lang : undefined, placeholder: false }
      : { text: t(name.key, { type: t(name.type), number: name.number }), placeholder: true };
  };
};

/** A tab: a link where it has an address, else a button. */
const Tab = ({ href, ...props }: { href?: string } & ComponentProps<'button'> & ComponentProps<'a'>) =>
  href ? <a href={href} {...props} /> : <button type="button" {...props} />;

export const ChartTabsBar = ({
  charts,
  active,
  locale,
  onSelect,
  hrefOf,
}: {
  charts: ChartConfig[];
  active: string;
  locale: Locale;
  onSelect: (key: string) => void;
  hrefOf?: (key: string) => string;
}) => {
  const { t } = useTranslation();
  const nameOf = useTabName(locale);
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
        const name = nameOf(chart, i);
        const selected = chart.key === active;
        return (
          <Tab
            key={chart.key}
            href={hrefOf?.(chart.key)}
            id={tabId(chart.key)}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={name.placeholder ? 'view-tab view-tab-placeholder' : 'view-tab'}
            lang={name.lang}
            title={name.text}
            data-testid={`view-tab-${i}`}
            onClick={(event) => {
              event.preventDefault();
              onSelect(chart.key);
            }}
            onKeyDown={(e) => move(e, i)}
          >
            {name.text}
          </Tab>
        );
      })}
    </div>
  );
};
