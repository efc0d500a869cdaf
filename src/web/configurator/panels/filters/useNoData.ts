/**
 * Which values of a dimension have no data under the filters above it (issue 28), from the last
 * possible filters' answer, and the reason the controls show beside them ("No data for Lugano").
 */
import { useTranslation } from 'react-i18next';
import { availabilityOf, hasData } from '../../../../domain/configurator/filter-availability';
import { reasonText } from '../../../../domain/configurator/filter-options';
import type { Dimension } from '../../../../domain/data';
import { useConfigurator } from '../../ConfiguratorProvider';

export type NoData = {
  has: (value: string | number) => boolean;
  /** "No data for Lugano, NO2". */
  reason: string;
  /** The reason for one date: "No data for Lugano, NO2 at this date." */
  dateReason: string;
};

export const useNoData = (dimension: Dimension): NoData | undefined => {
  const { t } = useTranslation();
  const { availability, components } = useConfigurator();
  const entry = availabilityOf(availability, dimension.id);
  if (!entry || dimension.values.every((v) => hasData(entry, v.value))) return undefined;
  const filters = reasonText(entry.above, components);
  return {
    has: (value) => hasData(entry, value),
    reason: filters ? t('controls.filters.no-data', { filters }) : t('controls.filters.no-data.all'),
    dateReason: filters ? t('controls.filters.date.no-data', { filters }) : t('controls.filters.no-data.all'),
  };
};
