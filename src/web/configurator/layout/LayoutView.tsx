/**
 * The layout step (spec 001 §2, §4; issue 20): back to the configurator, the layout choices (tabs,
 * dashboard, single URLs), copy-preview-link, save-draft and publish; a preview-width toggle, the
 * layout's title and description in four languages, and the blocks laid out as they will be
 * published. Components dispatch; the rules are the domain's (slices/layout, layout/).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createChartKey, DASHBOARD_LAYOUTS, LAYOUT_TYPES } from '../../../domain/config';
import { BREAKPOINTS, previewWidth, type Breakpoint } from '../../../domain/layout/grid';
import { withDashboardFilters } from '../../../domain/layout/dashboard-filters';
import { LOCALES, type DataCubeComponents } from '../../../domain/data';
import { localizedText } from '../../../domain/i18n/fallback';
import { BREAKPOINT_KEY, DASHBOARD_KIND_KEY, LAYOUT_TYPE_KEY } from '../../../domain/i18n/author-keys';
import { LANGUAGE_KEY } from '../../../domain/messages';
import { showsChartTabs } from '../../../domain/viewer/view-parts';
import { resolveTab } from '../../../domain/viewer/view-state';
import { useChartsComponents } from '../../api/hooks';
import { ChartFrame } from '../../charts/ChartFrame';
import { DashboardBlocks, type Block } from '../../layout/DashboardBlocks';
import { MarkdownText } from '../../layout/MarkdownText';
import { ChartTabsBar, panelId, tabId, useTabName } from '../../viewer/ChartTabsBar';
import type { Configurator } from '../ConfiguratorProvider';
import { DashboardFiltersPanel } from './DashboardFiltersPanel';
import { PreviewLinkButton } from './PreviewLinkButton';
import { TextBlockEditor } from './TextBlockEditor';
import { TEXT_LIMITS } from '../../../domain/config/write-limits';

/** A row of radio buttons. */
const Choice = <T extends string>({
  name,
  legend,
  options,
  value,
  label,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  label: (o: T) => string;
  onChange: (o: T) => void;
}) => (
  <fieldset className="choice" data-testid={name}>
    <legend>{legend}</legend>
    {options.map((o) => (
      <label key={o} className="choice-option">
        <input type="radio" name={name} value={o} checked={o === value} onChange={() => onChange(o)} data-testid={`${name}-${o}`} />
        {label(o)}
      </label>
    ))}
  </fieldset>
);

export const LayoutView = ({
  state,
  source,
  locale,
  dispatch,
  header,
}: Pick<Configurator, 'state' | 'source' | 'locale' | 'dispatch'> & { header: (actions: ReactNode) => ReactNode }) => {
  const { t } = useTranslation();
  const [width, setWidth] = useState<Breakpoint>('xl');
  // The tab the preview shows; visitors open on the first (resolveTab), and so does the preview.
  const [previewTab, setPreviewTab] = useState<string>();
  const layout = state.layout;
  const charts = state.chartConfigs;
  const components = useChartsComponents(source, locale, charts);
  const loaded = components.filter((c): c is DataCubeComponents => !!c);
  const nameOf = useTabName(locale);
  const chartName = (key: string, i = charts.findIndex((c) => c.key === key)) => (i < 0 ? '' : nameOf(charts[i], i).text);
  const blockName = (block: Block) => (block.type === 'text' ? t('layout.block.text') : chartName(block.key));
  const activeText = layout.blocks.find((b) => b.key === layout.activeField && b.type === 'text');

  const editButton = (key: string) => (
    <button
      type="button"
      className="link-button"
      onClick={() => dispatch({ type: 'CONFIGURE_CHART', value: { chartKey: key } })}
      data-testid={`edit-chart-${key}`}
    >
      {t('button.edit-chart')}
    </button>
  );

  const renderBlock = (block: Block, plotHeight?: number) => {
    if (block.type === 'text') {
      const text = localizedText(block.text, locale);
      return (
        <div className="text-block" data-testid={`text-block-view-${block.key}`}>
          {text ? (
            <MarkdownText text={text.text} lang={text.fallback ? text.lang : undefined} />
          ) : (
            <p className="placeholder">{t('layout.text.placeholder')}</p>
          )}
          <div className="block-controls">
            <button
              type="button"
              className="link-button"
              onClick={() => dispatch({ type: 'LAYOUT_ACTIVE_FIELD_CHANGE', value: { field: block.key } })}
              data-testid={`text-block-edit-${block.key}`}
            >
              {t('layout.text.edit')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => dispatch({ type: 'LAYOUT_BLOCK_DUPLICATE', value: { key: block.key, newKey: createChartKey() } })}
              data-testid={`text-block-duplicate-${block.key}`}
            >
              {t('layout.text.duplicate')}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => window.confirm(t('layout.text.delete.confirm')) && dispatch({ type: 'LAYOUT_BLOCK_REMOVE', value: { key: block.key } })}
              data-testid={`text-block-delete-${block.key}`}
            >
              {t('layout.text.delete')}
            </button>
          </div>
        </div>
      );
    }
    const i = charts.findIndex((c) => c.key === block.key);
    if (i < 0) return null;
    return (
      <section className="layout-chart" aria-label={chartName(block.key)}>
        <ChartFrame
          config={withDashboardFilters(charts[i], state.dashboardFilters, components[i])}
          source={source}
          locale={locale}
          maxHeight={600}
          view={{ plotHeight }}
        />
        {editButton(block.key)}
      </section>
    );
  };

  const body = () => {
    switch (layout.type) {
      case 'dashboard':
        return (
          <DashboardBlocks
            layout={layout}
            renderBlock={renderBlock}
            // The preview width's grid: its columns, whatever room the page leaves.
            breakpoint={width}
            edit={{
              onSwap: (oldIndex, newIndex) => dispatch({ type: 'LAYOUT_BLOCK_SWAP', value: { oldIndex, newIndex } }),
              onChange: (breakpoint, items) => dispatch({ type: 'LAYOUT_CANVAS_CHANGED', value: { breakpoint, items } }),
              onMeasured: (key, height, breakpoint) => dispatch({ type: 'LAYOUT_BLOCK_INITIALIZED', value: { key, height, breakpoint } }),
              blockName,
              dragHandleLabel: (block) => t('layout.block.move', { name: blockName(block) }),
              keyboardHint: t('layout.canvas.keyboard'),
            }}
          />
        );
      case 'singleURLs':
        return (
          <ul className="layout-single-urls">
            {charts.map((c, i) => (
              <li key={c.key} className="layout-chart">
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={layout.publishableChartKeys.includes(c.key)}
                    // The last publishable chart cannot be unchecked (spec 001 §5).
                    disabled={layout.publishableChartKeys.length === 1 && layout.publishableChartKeys.includes(c.key)}
                    onChange={() => dispatch({ type: 'LAYOUT_PUBLISHABLE_CHART_TOGGLE', value: { chartKey: c.key } })}
                    data-testid={`publishable-${c.key}`}
                  />
                  {t('layout.single.publishable', { name: chartName(c.key, i) })}
                </label>
                <ChartFrame config={c} source={source} locale={locale} />
                {editButton(c.key)}
              </li>
            ))}
          </ul>
        );
      case 'tab': {
        // What visitors get (ViewPage): a tab bar when there are several charts, the active tab's chart below it.
        const active = resolveTab(
          previewTab,
          charts.map((c) => c.key),
        );
        const frame = (
          <section key={active} className="layout-chart" aria-label={chartName(active)}>
            <ChartFrame config={charts.find((c) => c.key === active)!} source={source} locale={locale} />
            {editButton(active)}
          </section>
        );
        return showsChartTabs(state) ? (
          <div className="layout-preview">
            <ChartTabsBar charts={charts} active={active} locale={locale} onSelect={setPreviewTab} />
            <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)}>
              {frame}
            </div>
          </div>
        ) : (
          <div className="layout-preview">{frame}</div>
        );
      }
    }
  };

  return (
    <div className="layout-step" data-testid="layout-step">
      {header(<PreviewLinkButton state={state} locale={locale} />)}
      <div className="layout-options panel">
        <Choice
          name="layout-type"
          legend={t('layout.type')}
          options={LAYOUT_TYPES}
          value={layout.type}
          label={(o) => t(LAYOUT_TYPE_KEY[o])}
          onChange={(type) => dispatch({ type: 'LAYOUT_TYPE_CHANGED', value: { type } })}
        />
        {layout.type === 'dashboard' && (
          <Choice
            name="dashboard-layout"
            legend={t('layout.dashboard')}
            options={DASHBOARD_LAYOUTS}
            value={layout.layout}
            label={(o) => t(DASHBOARD_KIND_KEY[o])}
            onChange={(kind) => dispatch({ type: 'LAYOUT_TYPE_CHANGED', value: { type: 'dashboard', layout: kind } })}
          />
        )}
        <Choice
          name="preview-width"
          legend={t('layout.preview-width')}
          options={BREAKPOINTS}
          value={width}
          label={(o) => t(BREAKPOINT_KEY[o])}
          onChange={setWidth}
        />
        {layout.type === 'dashboard' && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => dispatch({ type: 'LAYOUT_TEXT_BLOCK_ADD', value: { key: createChartKey() } })}
            data-testid="add-text-block"
          >
            {t('layout.text.add')}
          </button>
        )}
      </div>
      <details className="panel layout-meta" data-testid="layout-meta">
        <summary>{t('layout.meta')}</summary>
        {LOCALES.map((l) => (
          <div key={l} className="layout-meta-language">
            <label className="field">
              <span>{t('layout.meta.title', { language: t(LANGUAGE_KEY[l]) })}</span>
              <input
                lang={l}
                maxLength={TEXT_LIMITS.title}
                value={layout.meta.title[l]}
                onChange={(e) => dispatch({ type: 'LAYOUT_META_CHANGED', value: { part: 'title', locale: l, text: e.target.value } })}
                data-testid={`layout-title-${l}`}
              />
            </label>
            <label className="field">
              <span>{t('layout.meta.description', { language: t(LANGUAGE_KEY[l]) })}</span>
              <textarea
                lang={l}
                rows={2}
                maxLength={TEXT_LIMITS.description}
                value={layout.meta.description[l]}
                onChange={(e) => dispatch({ type: 'LAYOUT_META_CHANGED', value: { part: 'description', locale: l, text: e.target.value } })}
                data-testid={`layout-description-${l}`}
              />
            </label>
          </div>
        ))}
      </details>
      {layout.type === 'dashboard' && <DashboardFiltersPanel charts={charts} components={loaded} filters={state.dashboardFilters} dispatch={dispatch} />}
      {activeText?.type === 'text' && <TextBlockEditor block={activeText} dispatch={dispatch} />}
      <div className="layout-canvas-frame" style={{ maxWidth: previewWidth(width) }} data-testid="layout-preview" data-width={width}>
        {body()}
      </div>
    </div>
  );
};
