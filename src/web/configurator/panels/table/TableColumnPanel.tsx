/**
 * The panel of one table column (spec 001 §3 "Column style types"): hide it, group the rows by it
 * (not for numerical measures), and its style — text weight, then the colours of a text column,
 * the palette and value colours of a category column, the palette of a heat map, the colours of
 * bars and their background.
 */
import { useTranslation } from 'react-i18next';
import { categoryMapping, defaultColumnStyle } from '../../../../domain/charts/table/styles';
import { canBeGrouped, fieldLists } from '../../../../domain/charts/table/columns';
import { contrastRatio, MIN_TEXT_CONTRAST, shownContrastRatio } from '../../../../domain/charts/contrast';
import { paletteGroups } from '../../../../domain/charts/palettes';
import { toHex } from '../../../../domain/charts/rgb';
import { columnStyleTypesOf, type ColumnStyle } from '../../../../domain/charts/table/fields';
import type { Component } from '../../../../domain/data';
import { TABLE_STYLE_KEY } from '../../../../domain/i18n/author-keys';
import { useConfigurator } from '../../ConfiguratorProvider';
import { ColorList } from '../colors/ColorList';
import { PaletteSelector } from '../colors/PaletteSelector';
import { useTable } from './useTable';

type Colors<S> = { [K in keyof S]: S[K] extends string ? (K extends 'type' | 'textStyle' | 'paletteId' ? never : K) : never }[keyof S];

const ColorInput = <S extends ColumnStyle>({
  style,
  name,
  label,
  onChange,
}: {
  style: S;
  name: Colors<S>;
  label: string;
  onChange: (style: ColumnStyle) => void;
}) => (
  <label className="control table-color-control">
    <span>{label}</span>
    <input
      type="color"
      value={toHex(String(style[name])) ?? '#000000'}
      onChange={(e) => onChange({ ...style, [name]: e.target.value })}
      data-testid={`table-color-${String(name)}`}
    />
  </label>
);

export const TableColumnPanel = ({ componentId }: { componentId: string }) => {
  const { t } = useTranslation();
  const { components, dispatch, locale } = useConfigurator();
  const table = useTable();
  const component = [...components.dimensions, ...components.measures].find((c) => c.id === componentId);
  const field = table?.fields[componentId];
  if (!table || !field || !component) return null;
  const style = field.columnStyle;
  const change = (columnStyle: ColumnStyle) => dispatch({ type: 'TABLE_COLUMN_STYLE_CHANGED', value: { componentId, columnStyle } });
  const groupable = canBeGrouped(component);
  const groupCount = fieldLists(table.fields).groups.length;
  const setGroup = (isGroup: boolean) => dispatch({ type: 'TABLE_FIELD_MOVED', value: { componentId, isGroup, index: isGroup ? groupCount : 0, components } });
  const contrast = style.type === 'text' ? contrastRatio(style.textColor, style.columnColor) : undefined;
  return (
    <div className="table-column-panel" data-testid="table-column-panel">
      <label className="check">
        <input
          type="checkbox"
          checked={field.isHidden}
          onChange={(e) => dispatch({ type: 'TABLE_FIELD_HIDDEN', value: { componentId, isHidden: e.target.checked, components } })}
          data-testid="table-column-hidden"
        />
        {t('controls.table.column.hide')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={field.isGroup}
          disabled={!groupable}
          aria-describedby={groupable ? undefined : 'table-group-reason'}
          onChange={(e) => setGroup(e.target.checked)}
          data-testid="table-column-group"
        />
        {t('controls.table.column.group')}
      </label>
      {!groupable && (
        <p className="hint-text" id="table-group-reason">
          {t('controls.table.column.group.numerical')}
        </p>
      )}
      <label className="control">
        <span>{t('controls.table.style')}</span>
        <select
          value={style.type}
          onChange={(e) => change(defaultColumnStyle(e.target.value as ColumnStyle['type'], component, [], style.textStyle))}
          data-testid="table-column-style"
        >
          {columnStyleTypesOf(field.componentType).map((type) => (
            <option key={type} value={type}>
              {t(TABLE_STYLE_KEY[type])}
            </option>
          ))}
        </select>
      </label>
      <label className="control">
        <span>{t('controls.table.text-style')}</span>
        <select
          value={style.textStyle}
          onChange={(e) => change({ ...style, textStyle: e.target.value as 'regular' | 'bold' })}
          data-testid="table-column-text-style"
        >
          <option value="regular">{t('controls.table.text-style.regular')}</option>
          <option value="bold">{t('controls.table.text-style.bold')}</option>
        </select>
      </label>
      {style.type === 'text' && (
        <>
          <ColorInput style={style} name="textColor" label={t('controls.table.text-color')} onChange={change} />
          <ColorInput style={style} name="columnColor" label={t('controls.table.column-color')} onChange={change} />
          {contrast !== undefined && contrast < MIN_TEXT_CONTRAST && (
            <p className="contrast-warning" role="note">
              {t('controls.table.text-contrast', { ratio: shownContrastRatio(contrast, MIN_TEXT_CONTRAST), minimum: MIN_TEXT_CONTRAST })}
            </p>
          )}
        </>
      )}
      {style.type === 'category' && <CategoryColors style={style} component={component} locale={locale} onChange={change} />}
      {style.type === 'heatmap' && (
        <PaletteSelector
          groups={paletteGroups([]).filter((g) => g.kind !== 'categorical')}
          paletteId={style.paletteId}
          onChange={(paletteId) => change({ ...style, paletteId })}
        />
      )}
      {style.type === 'bar' && (
        <>
          <ColorInput style={style} name="barColorPositive" label={t('controls.table.bar.positive')} onChange={change} />
          <ColorInput style={style} name="barColorNegative" label={t('controls.table.bar.negative')} onChange={change} />
          <label className="check">
            <input
              type="checkbox"
              checked={style.barShowBackground}
              onChange={(e) => change({ ...style, barShowBackground: e.target.checked })}
              data-testid="table-bar-show-background"
            />
            {t('controls.table.bar.show-background')}
          </label>
          {style.barShowBackground && <ColorInput style={style} name="barColorBackground" label={t('controls.table.bar.background')} onChange={change} />}
        </>
      )}
    </div>
  );
};

/** A category column's palette, and the colour of each of its values. */
const CategoryColors = ({
  style,
  component,
  locale,
  onChange,
}: {
  style: Extract<ColumnStyle, { type: 'category' }>;
  component: Component;
  locale: string;
  onChange: (style: ColumnStyle) => void;
}) => {
  const mapping = categoryMapping(component, [], style.paletteId, style.colorMapping);
  const entries = component.values.map((v) => ({ key: String(v.value), label: v.label, color: mapping[String(v.value)] }));
  return (
    <>
      <PaletteSelector
        groups={paletteGroups([]).filter((g) => g.kind === 'categorical')}
        paletteId={style.paletteId}
        onChange={(paletteId) => onChange({ ...style, paletteId, colorMapping: categoryMapping(component, [], paletteId) })}
      />
      <ColorList entries={entries} locale={locale} onChange={(key, color) => key && onChange({ ...style, colorMapping: { ...mapping, [key]: color } })} />
    </>
  );
};
