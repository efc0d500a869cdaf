/**
 * A table's columns (spec 001 §3 "Table", §4 "Table"): a field per component with its index,
 * hidden and grouped flags. Groups come before columns; numerical measures cannot be grouped.
 * Every function takes fields and returns new ones.
 */
import type { TableField, TableFields } from './fields';
import { previewColumns } from '../../browse/preview-sort';
import { isNumericalMeasure, type Component, type DataCubeComponents } from '../../data';

/** The style a new column starts with: regular black text on white. */
export const DEFAULT_TEXT_STYLE = { type: 'text', textStyle: 'regular', textColor: '#000000', columnColor: '#ffffff' } as const;

/** Every component a column, in the cube's order as the dataset preview shows it (dimensions, then measures, where the cube gives none). */
export const initialTableFields = ({ dimensions, measures }: DataCubeComponents): TableFields =>
  Object.fromEntries(
    previewColumns([...dimensions, ...measures]).map((component, index) => [
      component.id,
      { componentId: component.id, componentType: component.__typename, index, isGroup: false, isHidden: false, columnStyle: { ...DEFAULT_TEXT_STYLE } },
    ]),
  );

/** Whether a component may be a group: anything but a numerical measure. */
export const canBeGrouped = (component: Pick<Component, '__typename'>) => !isNumericalMeasure(component as Component);

/** The fields in index order. */
export const orderedFields = (fields: TableFields): TableField[] => Object.values(fields).sort((a, b) => a.index - b.index);

/** The grouped fields and the column fields, each in index order. */
export const fieldLists = (fields: TableFields) => {
  const ordered = orderedFields(fields);
  return { groups: ordered.filter((f) => f.isGroup), columns: ordered.filter((f) => !f.isGroup) };
};

/** Fields renumbered 0…n−1 with the groups first, each list keeping its order. */
const reindexed = (groups: TableField[], columns: TableField[]): TableFields =>
  Object.fromEntries([...groups, ...columns].map((f, index) => [f.componentId, { ...f, index }]));

/**
 * A field moved into the group list or the column list at `index` of that list (a drag between or
 * within the lists). A numerical measure dropped on the groups stays where it was.
 */
export const moveTableField = (fields: TableFields, componentId: string, toGroup: boolean, index: number): TableFields => {
  const field = fields[componentId];
  if (!field || (toGroup && field.componentType === 'NumericalMeasure')) return fields;
  const { groups, columns } = fieldLists(fields);
  const without = (list: TableField[]) => list.filter((f) => f.componentId !== componentId);
  const target = without(toGroup ? groups : columns);
  const at = Math.max(0, Math.min(index, target.length));
  target.splice(at, 0, { ...field, isGroup: toGroup });
  return toGroup ? reindexed(target, without(columns)) : reindexed(without(groups), target);
};

/** A field shown or hidden. */
export const setTableFieldHidden = (fields: TableFields, componentId: string, isHidden: boolean): TableFields =>
  fields[componentId] ? { ...fields, [componentId]: { ...fields[componentId], isHidden } } : fields;

/**
 * Components whose values the table needs: the groups, the shown columns and the columns a sorting
 * item sorts by. A hidden key dimension that is no group stands on a single filter (spec 001 §4).
 */
export const tableComponentIds = (fields: TableFields, sorting: { componentId: string }[] = []): string[] => {
  const sorted = new Set(sorting.map((s) => s.componentId));
  return orderedFields(fields)
    .filter((f) => f.isGroup || !f.isHidden || sorted.has(f.componentId))
    .map((f) => f.componentId);
};
