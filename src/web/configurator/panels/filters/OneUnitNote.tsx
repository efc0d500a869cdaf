/**
 * Says why a field on a dimension that decides the unit shows the values of one unit only
 * (domain/measure-units.ts): "Only values in µg/m³ are shown: one scale cannot mix units. Left
 * out: Carbon monoxide (CO) (mg/m³)."
 */
import { useTranslation } from 'react-i18next';
import { unitScope } from '../../../../domain/measure-units';
import { isMeasure, type Component } from '../../../../domain/data';
import { useConfigurator } from '../../ConfiguratorProvider';

/** The unit scope of a dimension in the chart being edited (undefined where all its values show). */
export const useUnitScope = (dimension: Component | undefined) => {
  const { chart } = useConfigurator();
  return dimension && !isMeasure(dimension)
    ? unitScope(dimension, chart.cubes.find((c) => dimension.id in c.filters)?.filters[dimension.id], chart.chartType)
    : undefined;
};

export const OneUnitNote = ({ dimension }: { dimension: Component | undefined }) => {
  const { t } = useTranslation();
  const scope = useUnitScope(dimension);
  if (!scope) return null;
  const left = scope.left.map((v) => t('controls.filters.one-unit.value', { label: v.label, unit: v.unit })).join(', ');
  return (
    <p className="hint-text" data-testid="one-unit-note">
      {t('controls.filters.one-unit', { unit: scope.unit, left })}
    </p>
  );
};
