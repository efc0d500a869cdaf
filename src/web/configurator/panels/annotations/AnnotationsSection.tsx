/**
 * The left panel's annotations (spec 001 §2 "Left controls"): one row per annotation, opening its
 * panel, and the add button, hidden at 3 (spec 001 §5).
 */
import { useTranslation } from 'react-i18next';
import { canAddAnnotation, newAnnotationKey } from '../../../../domain/charts/overlays/annotations';
import { localizedText } from '../../../../domain/i18n/fallback';
import { useConfigurator } from '../../ConfiguratorProvider';

export const AnnotationsSection = () => {
  const { t } = useTranslation();
  const { chart, dispatch, locale } = useConfigurator();
  const open = (key: string) => dispatch({ type: 'CHART_ACTIVE_FIELD_CHANGE', value: { field: chart.activeField === key ? undefined : key } });
  return (
    <section className="control-group" data-testid="annotations-section">
      <h2>{t('controls.section.annotations')}</h2>
      {chart.annotations.length > 0 && (
        <ul className="field-rows">
          {chart.annotations.map((annotation, i) => {
            const text = localizedText(annotation.text, locale)?.text;
            return (
              <li key={annotation.key}>
                <button
                  type="button"
                  className="field-row"
                  aria-expanded={chart.activeField === annotation.key}
                  aria-controls="field-panel"
                  onClick={() => open(annotation.key)}
                  data-testid="annotation-row"
                >
                  <span className="field-row-label">{t('controls.annotation.title', { number: i + 1 })}</span>
                  <span className="field-row-value">
                    {text || t(annotation.targets.length ? 'controls.annotation.no-text' : 'controls.annotation.no-target')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {canAddAnnotation(chart.annotations) && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch({ type: 'CHART_ANNOTATION_ADD', value: { key: newAnnotationKey() } })}
          data-testid="annotation-add"
        >
          {t('controls.annotation.add')}
        </button>
      )}
    </section>
  );
};
