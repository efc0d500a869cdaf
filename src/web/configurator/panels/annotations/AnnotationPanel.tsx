/**
 * One annotation's panel (spec 001 §2 "Annotation highlight panel"): the element it points at
 * (marks clicked in the preview, or values from a list), its style, its text per language,
 * whether it opens by default, and delete. Which controls are enabled is the domain's rule
 * (annotationControls); the panel only draws and dispatches.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { annotationControls, DEFAULT_ANNOTATION_COLOR, MAX_ANNOTATION_TEXT, type AnnotationTarget } from '../../../../domain/charts/overlays/annotations';
import { HIGHLIGHT_TYPES, type Annotation } from '../../../../domain/config/interactive-filters';
import { annotationTargetOptions } from '../../../../domain/configurator/slices/annotations';
import { LOCALES } from '../../../../domain/data';
import { HIGHLIGHT_TYPE_KEY } from '../../../../domain/i18n/author-keys';
import { LANGUAGE_KEY } from '../../../../domain/messages';
import { useConfigurator } from '../../ConfiguratorProvider';
import { Check } from '../chart/FieldOptionControl';

const TargetList = ({ annotation }: { annotation: Annotation }) => {
  const { t } = useTranslation();
  const { chart, components, dispatch } = useConfigurator();
  const options = annotationTargetOptions(chart, components);
  const [componentId, setComponentId] = useState(options[0]?.id ?? '');
  const component = options.find((d) => d.id === componentId) ?? options[0];
  const [value, setValue] = useState('');
  const setTargets = (targets: AnnotationTarget[]) => dispatch({ type: 'CHART_ANNOTATION_TARGETS_CHANGE', value: { key: annotation.key, targets } });
  const labelOf = (target: AnnotationTarget) => {
    const dimension = components.dimensions.find((d) => d.id === target.componentId);
    const label = dimension?.values.find((v) => String(v.value) === target.value)?.label ?? target.value;
    return `${dimension?.label ?? target.componentId}: ${label}`;
  };
  const chosen = value || String(component?.values[0]?.value ?? '');
  return (
    <fieldset className="control-set" data-testid="annotation-element">
      <legend>{t('controls.annotation.element')}</legend>
      <p className="hint-text">{t('controls.annotation.element.hint')}</p>
      {annotation.targets.length > 0 ? (
        <ul className="annotation-targets" data-testid="annotation-targets">
          {annotation.targets.map((target) => (
            <li key={`${target.componentId} ${target.value}`}>
              <span>{labelOf(target)}</span>
              <button
                type="button"
                className="link-button"
                aria-label={t('controls.annotation.target.remove', { target: labelOf(target) })}
                onClick={() => setTargets(annotation.targets.filter((x) => x !== target))}
              >
                {t('controls.annotation.target.remove-short')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="warning" data-testid="annotation-no-target">
          {t('controls.annotation.no-target')}
        </p>
      )}
      {component && (
        <div className="control-pair">
          <label className="control">
            <span>{t('controls.annotation.target.component')}</span>
            <select value={component.id} onChange={(e) => (setComponentId(e.target.value), setValue(''))} data-testid="annotation-target-component">
              {options.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.label}
                </option>
              ))}
            </select>
          </label>
          <label className="control">
            <span>{t('controls.annotation.target.value')}</span>
            <select value={chosen} onChange={(e) => setValue(e.target.value)} data-testid="annotation-target-value">
              {component.values.map((v) => (
                <option key={String(v.value)} value={String(v.value)}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {component && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setTargets([...annotation.targets, { componentId: component.id, value: chosen }])}
          data-testid="annotation-target-add"
        >
          {t('controls.annotation.target.add')}
        </button>
      )}
    </fieldset>
  );
};

export const AnnotationPanel = ({ annotationKey }: { annotationKey: string }) => {
  const { t } = useTranslation();
  const { chart, dispatch, locale } = useConfigurator();
  const id = useId();
  const annotation = chart.annotations.find((a) => a.key === annotationKey);
  if (!annotation) return null;
  const key = annotation.key;
  const enabled = annotationControls(annotation);
  // The reader's own language first, then the others in the catalogue's order.
  const locales = [locale, ...LOCALES.filter((l) => l !== locale)];
  return (
    <div className="annotation-panel" data-testid="annotation-panel">
      <TargetList annotation={annotation} />
      <fieldset className="control-set" disabled={!enabled.style} data-testid="annotation-style">
        <legend>{t('controls.annotation.style')}</legend>
        {HIGHLIGHT_TYPES.map((type) => (
          <label key={type} className="check">
            <input
              type="radio"
              name={`${id}-highlight`}
              checked={annotation.highlightType === type}
              onChange={() => dispatch({ type: 'CHART_ANNOTATION_HIGHLIGHT_TYPE_CHANGE', value: { key, highlightType: type } })}
              data-testid={`annotation-highlight-${type}`}
            />
            {t(HIGHLIGHT_TYPE_KEY[type])}
          </label>
        ))}
        {annotation.highlightType === 'filled' && (
          <label className="control">
            <span>{t('controls.annotation.color')}</span>
            <input
              type="color"
              value={annotation.color ?? DEFAULT_ANNOTATION_COLOR}
              onChange={(e) => dispatch({ type: 'CHART_ANNOTATION_COLOR_CHANGE', value: { key, color: e.target.value } })}
              data-testid="annotation-color"
            />
          </label>
        )}
      </fieldset>
      <fieldset className="control-set" disabled={!enabled.text} data-testid="annotation-text-editor">
        <legend>{t('controls.annotation.text')}</legend>
        <p className="hint-text">{t('controls.annotation.text.hint', { max: MAX_ANNOTATION_TEXT })}</p>
        {locales.map((l) => (
          <label key={l} className="control">
            <span>
              {t(LANGUAGE_KEY[l])} ({t('controls.annotation.text.count', { count: annotation.text[l].length, max: MAX_ANNOTATION_TEXT })})
            </span>
            <textarea
              rows={3}
              lang={l}
              maxLength={MAX_ANNOTATION_TEXT}
              value={annotation.text[l]}
              onChange={(e) => dispatch({ type: 'CHART_ANNOTATION_TEXT_CHANGE', value: { key, locale: l, text: e.target.value } })}
              data-testid={`annotation-text-${l}`}
            />
          </label>
        ))}
        <button
          type="button"
          className="button button-secondary"
          disabled={!enabled.clearText}
          onClick={() => dispatch({ type: 'CHART_ANNOTATION_TEXT_CLEAR', value: { key } })}
          data-testid="annotation-text-clear"
        >
          {t('controls.annotation.text.clear')}
        </button>
      </fieldset>
      <fieldset className="control-set" data-testid="annotation-display">
        <legend>{t('controls.annotation.display')}</legend>
        <Check
          label={t('controls.annotation.default-open')}
          checked={annotation.defaultOpen}
          disabled={!enabled.defaultOpen}
          onChange={(defaultOpen) => dispatch({ type: 'CHART_ANNOTATION_DEFAULT_OPEN_CHANGE', value: { key, defaultOpen } })}
          testId="annotation-default-open"
        />
      </fieldset>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => dispatch({ type: 'CHART_ANNOTATION_REMOVE', value: { key } })}
        data-testid="annotation-delete"
      >
        {t('controls.annotation.delete')}
      </button>
    </div>
  );
};
