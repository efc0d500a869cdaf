/**
 * What a chart says in place of itself when it would need more observations than its kind draws
 * (domain/charts/row-limit.ts): how many, the limit, and the dimensions to filter. Nothing was
 * asked for. In the configurator each dimension has a button that opens its filter.
 */
import { useTranslation } from 'react-i18next';
import { rowExcessMessage, type RowExcess } from '../../domain/charts/row-limit';
import type { SceneKind } from '../../domain/charts/pipeline';
import type { Component, Locale } from '../../domain/data';
import { rowExcessText } from '../i18n/composed';

export const TooManyRows = ({
  excess,
  kind,
  components,
  locale,
  height,
  onFilter,
}: {
  excess: RowExcess;
  kind: SceneKind;
  components: Map<string, Component>;
  locale: Locale;
  /** The plot's height, which the message keeps (a table's takes its lines). */
  height?: number;
  /** Opens a dimension's filter (the configurator); without it the message only says. */
  onFilter?: (dimensionId: string) => void;
}) => {
  const { t } = useTranslation();
  const names = excess.dimensionIds.map((id) => components.get(id)?.label ?? id);
  return (
    <div className="chart-empty too-many-rows" role="status" data-testid="chart-too-many-rows" style={height ? { minHeight: height } : undefined}>
      <p>{rowExcessText(t, rowExcessMessage(excess, kind, locale, names))}</p>
      {onFilter && (
        <div className="too-many-rows-actions">
          {excess.dimensionIds.map((id, i) => (
            <button key={id} type="button" className="button button-secondary" onClick={() => onFilter(id)} data-testid="too-many-rows-filter">
              {t('controls.filters.edit-values', { name: names[i] })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
};
