/** One option of a field panel, drawn from the domain's description of it (field-options.ts). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORTING_ORDERS } from '../../../../domain/config/common';
import { defaultAnimation } from '../../../../domain/config/defaults';
import type { FieldOption } from '../../../../domain/configurator/actions';
import { sortingOf, type FieldControl } from '../../../../domain/configurator/field-options';
import {
  ANIMATION_TYPE_KEY,
  DOTS_SIZE_KEY,
  FIELD_OPTION_KEY,
  IMPUTATION_KEY,
  SEGMENT_TYPE_KEY,
  SORTING_KEY,
  SORTING_ORDER_KEY,
  SUM_REFUSAL_KEY,
} from '../../../../domain/i18n/author-keys';
import { CALCULATION_KEY } from '../../../../domain/messages';
import { fieldsOf, optionsOf } from '../../../../domain/config';
import { useConfigurator } from '../../ConfiguratorProvider';
import { CustomDomainControl } from './CustomDomainControl';

/** A checkbox with its label, as the panels draw their on/off options. */
export const Check = ({
  label,
  checked,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  disabled?: boolean;
}) => (
  <label className="check">
    <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
    {label}
  </label>
);

/** A small set of exclusive choices as radio buttons in a fieldset. */
export const Choices = <T extends string | number>({
  legend,
  value,
  choices,
  label,
  onChange,
  testId,
  disabled,
}: {
  legend: string;
  value: T;
  choices: readonly T[];
  label: (choice: T) => string;
  onChange: (choice: T) => void;
  testId: string;
  disabled?: (choice: T) => boolean;
}) => {
  const name = useId();
  return (
    <fieldset className="choices" data-testid={testId}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice} className="check">
          <input type="radio" name={name} value={choice} checked={value === choice} disabled={disabled?.(choice)} onChange={() => onChange(choice)} />
          {label(choice)}
        </label>
      ))}
    </fieldset>
  );
};

export const FieldOptionControl = ({ field, control }: { field: string; control: FieldControl }) => {
  const { t } = useTranslation();
  const { chart, dispatch } = useConfigurator();
  const current = optionsOf(fieldsOf(chart)[field]);
  const set = (option: FieldOption, value: unknown) => dispatch({ type: 'CHART_FIELD_UPDATED', value: { field, option, value } });
  const flag = (option: FieldOption & FieldControl['option'], disabled?: boolean) => (
    <Check label={t(FIELD_OPTION_KEY[option])} checked={!!current[option]} disabled={disabled} onChange={(v) => set(option, v)} testId={`option-${option}`} />
  );
  switch (control.option) {
    case 'showValues':
    case 'showStandardError':
    case 'showConfidenceInterval':
    case 'showDots':
    case 'showTitle':
    case 'showPlayButton':
    case 'useAbbreviations':
      return flag(control.option);
    case 'dynamicScales':
    case 'showTotals':
      return flag(control.option, control.disabled);
    case 'sorting': {
      const sorting = sortingOf(chart, field);
      return (
        <div className="control-row">
          <label className="control">
            <span>{t('controls.option.sorting')}</span>
            <select value={sorting.sortingType} onChange={(e) => set('sorting', { ...sorting, sortingType: e.target.value })} data-testid="option-sorting">
              {control.choices.map((choice) => (
                <option key={choice} value={choice} disabled={control.disabled.includes(choice)}>
                  {t(SORTING_KEY[choice])}
                </option>
              ))}
            </select>
          </label>
          <Choices
            legend={t('controls.sorting.order')}
            value={sorting.sortingOrder}
            choices={SORTING_ORDERS}
            label={(order) => t(SORTING_ORDER_KEY[order])}
            onChange={(sortingOrder) => set('sorting', { ...sorting, sortingOrder })}
            testId="option-sorting-order"
          />
        </div>
      );
    }
    case 'showDotsSize':
      return (
        <Choices
          legend={t('controls.option.showDotsSize')}
          value={(current.showDotsSize as 'Small' | 'Medium' | 'Large') ?? 'Medium'}
          choices={['Small', 'Medium', 'Large'] as const}
          label={(size) => t(DOTS_SIZE_KEY[size])}
          onChange={(size) => set('showDotsSize', size)}
          disabled={() => control.disabled}
          testId="option-showDotsSize"
        />
      );
    case 'imputationType':
      return (
        <Choices
          legend={t('controls.option.imputationType')}
          value={(current.imputationType as (typeof control.choices)[number]) ?? 'none'}
          choices={control.choices}
          label={(type) => t(IMPUTATION_KEY[type])}
          onChange={(type) => set('imputationType', type)}
          testId="option-imputationType"
        />
      );
    case 'type':
      return (
        <Choices
          legend={t('controls.option.type')}
          value={(current.type as 'stacked' | 'grouped') ?? 'stacked'}
          choices={control.choices}
          label={(type) => t(SEGMENT_TYPE_KEY[type])}
          onChange={(type) => set('type', type)}
          testId="option-segment-type"
        />
      );
    case 'calculation': {
      const interactive = chart.interactiveFiltersConfig;
      return (
        <Choices
          legend={t('chart.calculation')}
          value={interactive.calculation.type}
          choices={control.choices}
          label={(type) => t(CALCULATION_KEY[type])}
          onChange={(type) => dispatch({ type: 'INTERACTIVE_FILTER_CHANGED', value: { ...interactive, calculation: { ...interactive.calculation, type } } })}
          testId="option-calculation"
        />
      );
    }
    case 'animationType':
      return (
        <Choices
          legend={t('controls.option.animationType')}
          value={(current.type as 'continuous' | 'stepped') ?? defaultAnimation().type}
          choices={control.choices}
          label={(type) => t(ANIMATION_TYPE_KEY[type])}
          onChange={(type) => set('type', type)}
          disabled={() => control.disabled}
          testId="option-animation-type"
        />
      );
    case 'duration':
      return (
        <Choices
          legend={t('controls.option.duration')}
          value={(current.duration as number) ?? defaultAnimation().duration}
          choices={control.choices}
          label={(seconds) => t('controls.animation.seconds', { count: seconds })}
          onChange={(seconds) => set('duration', seconds)}
          disabled={() => control.disabled}
          testId="option-duration"
        />
      );
    case 'customDomain':
      return <CustomDomainControl field={field} disabled={control.disabled} />;
    case 'sumByLevel':
      return <SumByLevelControl control={control} current={current.sumByLevel as number | undefined} />;
  }
};

/** "Show by": the dimension's own values or a level above them, each a sum; disabled with the reason when the measure cannot be summed. */
const SumByLevelControl = ({ control, current }: { control: Extract<FieldControl, { option: 'sumByLevel' }>; current: number | undefined }) => {
  const { t } = useTranslation();
  const { components, dispatch } = useConfigurator();
  const reason = useId();
  const { refusal } = control;
  return (
    <div className="control-row">
      <label className="control">
        <span>{t('controls.option.sumByLevel')}</span>
        <select
          value={current === undefined ? '' : String(current)}
          disabled={!!refusal}
          aria-describedby={refusal ? reason : undefined}
          onChange={(e) =>
            dispatch({ type: 'CHART_SUM_BY_LEVEL_CHANGED', value: { depth: e.target.value === '' ? undefined : Number(e.target.value), components } })
          }
          data-testid="option-sumByLevel"
        >
          <option value="">{t('controls.sum-by.own', { level: control.own })}</option>
          {control.levels.map((level) => (
            <option key={level.depth} value={String(level.depth)}>
              {t('controls.sum-by.level', { level: level.name })}
            </option>
          ))}
        </select>
      </label>
      {refusal && (
        <p id={reason} className="hint-text" data-testid="option-sumByLevel-reason">
          {t(SUM_REFUSAL_KEY[refusal.reason], { measure: refusal.measure })}
        </p>
      )}
    </div>
  );
};
