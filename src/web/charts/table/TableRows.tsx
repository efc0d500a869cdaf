/** One row of a table chart: a group header over its rows, or the cells of an observation as their column styles paint them. */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupRow, TableColumn, TableRow } from '../../../domain/charts/table/model';

const Cell = ({ column, value }: { column: TableColumn; value: Parameters<TableColumn['format']>[0] }) => {
  const paint = column.paint(value);
  const text = column.format(value);
  const className = [column.numeric ? 'numeric' : '', paint.bold ? 'bold' : ''].filter(Boolean).join(' ') || undefined;
  if (paint.bar || paint.track) {
    return (
      <td className={className}>
        <span className="table-bar-cell">
          <span className="table-bar-text">{text}</span>
          <span className="table-bar-track" style={{ background: paint.track }} aria-hidden="true">
            {paint.bar && (
              <span className="table-bar" style={{ left: `${paint.bar.start * 100}%`, width: `${paint.bar.width * 100}%`, background: paint.bar.color }} />
            )}
          </span>
        </span>
      </td>
    );
  }
  if (paint.tag) {
    return (
      <td className={className}>
        <span className="table-tag" style={{ background: paint.background, color: paint.color }}>
          {text}
        </span>
      </td>
    );
  }
  return (
    <td className={className} style={{ background: paint.background, color: paint.color }}>
      {text}
    </td>
  );
};

const GroupHeader = ({ row, rowIndex, colSpan }: { row: GroupRow; rowIndex: number; colSpan: number }) => {
  const { t } = useTranslation();
  return (
    <tr className="table-group-row" aria-rowindex={rowIndex} data-depth={row.depth}>
      <th scope="rowgroup" colSpan={colSpan} style={{ paddingLeft: `${0.7 + row.depth * 1.2}rem` }}>
        {row.text} {row.count !== undefined && <span className="table-group-count">{t('table.group.count', { count: row.count })}</span>}
      </th>
    </tr>
  );
};

export const TableBodyRow = memo(({ row, rowIndex, columns, colSpan }: { row: TableRow; rowIndex: number; columns: TableColumn[]; colSpan: number }) => {
  if (row.type === 'group') return <GroupHeader row={row} rowIndex={rowIndex} colSpan={colSpan} />;
  return (
    <tr aria-rowindex={rowIndex}>
      {columns.map((c) => (
        <Cell key={c.id} column={c} value={row.observation[c.id]} />
      ))}
    </tr>
  );
});
