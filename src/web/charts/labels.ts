/** Labels of dimension values as charts show them: in the dimension's order, dates formatted. */
import { isTemporalDimension, type Component, type Observation } from '../../domain/data';
import { formatDate } from '../../domain/format';

/** The labels of a component in display order: its values' order, then any label only the observations have. */
export const labelOrder = (component: Component, observations: Observation[]) => {
  const ordered = component.values.map((v) => v.label);
  const known = new Set(ordered);
  const extra = [...new Set(observations.map((o) => String(o[component.id])))].filter((l) => !known.has(l)).sort();
  return [...ordered, ...extra];
};

export const displayLabel = (component: Component, label: string) =>
  isTemporalDimension(component) ? formatDate(label, component.timeUnit) : label;
