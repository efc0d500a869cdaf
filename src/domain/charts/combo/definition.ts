/** The combo charts: several measures over time, on one axis, on two, or as line and columns. */
import type { ChartTypeDefinition } from '../definition';
import { comboY, encoding, TIME, twoUnits, unitGroups } from '../encoding-parts';
import { differentUnits, multipleMeasures, numerical, sameUnit, temporal } from '../requirements';
import { comboLineColumn as lineColumnScene, comboLineDual as dualScene, comboLineSingle as singleScene } from './scene';

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
  drawn: lineColumnScene,
};
