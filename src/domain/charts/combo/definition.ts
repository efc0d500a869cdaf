/** The combo charts: several measures over time, on one axis, on two, or as line and columns. */
import type { Measure } from '../../data';
import type { ChartTypeDefinition } from '../definition';
import { comboY, encoding, TIME, twoUnits, unitGroups } from '../encoding-parts';
import { differentUnits, multipleMeasures, numerical, sameUnit, temporal } from '../requirements';
import { comboLineColumn as lineColumnScene, comboLineDual as dualScene, comboLineSingle as singleScene } from './scene';

/** Each axis takes measures of another unit than the other axis's (the dual charts). */
const apart = (measures: Measure[], [a, b]: [string, string], y: Readonly<Partial<Record<string, unknown>>>) => {
  const unitOf = (id: unknown) => measures.find((m) => m.id === id)?.unit;
  const others = (unit: string | undefined) => measures.map((measure) => ({ measure, disabled: measure.unit === unit }));
  return { [a]: others(unitOf(y[b])), [b]: others(unitOf(y[a])) };
};

const capabilities = { group: 'combo', measures: true, limits: true, limitSymbols: true, fieldLabels: { y: 'controls.field.measures' } } as const;

export const comboLineSingle: ChartTypeDefinition<'comboLineSingle'> = {
  encodings: [
    encoding('x', 'x', TIME),
    comboY((preferred) => {
      const group = unitGroups(preferred).find((g) => g.length > 1);
      // The group of the first preferred unit that has company, listed in the order preferred.
      return group && { componentIds: group.map((m) => m.id) };
    }),
  ],
  requires: [numerical, multipleMeasures, temporal, sameUnit],
  sorting: {},
  capabilities,
  // One unit: the first measure's.
  measureChoices: (y, measures) => {
    const first = Array.isArray(y.componentIds) ? y.componentIds[0] : undefined;
    const unit = measures.find((m) => m.id === first)?.unit;
    return { componentIds: measures.map((measure) => ({ measure, disabled: !!unit && measure.unit !== unit })) };
  },
  drawn: singleScene,
};

export const comboLineDual: ChartTypeDefinition<'comboLineDual'> = {
  encodings: [
    encoding('x', 'x', TIME),
    comboY((preferred) => {
      const ids = twoUnits(preferred);
      return ids && { leftAxisComponentId: ids[0], rightAxisComponentId: ids[1] };
    }),
  ],
  requires: [numerical, multipleMeasures, temporal, differentUnits],
  sorting: {},
  capabilities,
  measureChoices: (y, measures) => apart(measures, ['leftAxisComponentId', 'rightAxisComponentId'], y),
  drawn: dualScene,
};

export const comboLineColumn: ChartTypeDefinition<'comboLineColumn'> = {
  encodings: [
    encoding('x', 'x', TIME),
    comboY((preferred) => {
      const ids = twoUnits(preferred);
      return ids && { columnComponentId: ids[0], lineComponentId: ids[1], lineAxisOrientation: 'right' };
    }),
  ],
  requires: [numerical, multipleMeasures, temporal, differentUnits],
  sorting: {},
  capabilities: { ...capabilities, lineAxisOrientation: true },
  measureChoices: (y, measures) => apart(measures, ['columnComponentId', 'lineComponentId'], y),
  drawn: lineColumnScene,
};
