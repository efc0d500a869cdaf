/** Title and description of the chart in the current language, with a warning while empty (spec 001 §2). */
import { useTranslation } from 'react-i18next';
import type { ChartConfig } from '../../domain/config';
import type { Locale } from '../../domain/data';

export const MetaControls = ({ config, locale, onChange }: { config: ChartConfig; locale: Locale; onChange: (config: ChartConfig) => void }) => {
  const { t } = useTranslation();
  const edit = (part: 'title' | 'description', text: string) =>
    onChange({ ...config, meta: { ...config.meta, [part]: { ...config.meta[part], [locale]: text } } });
  return (
    <section className="control-group">
      <h2>{t('controls.section.title')}</h2>
      {(['title', 'description'] as const).map((part) => (
        <label key={part} className="control">
          <span>
            {t(`controls.${part}`)} ({locale.toUpperCase()})
          </span>
          {part === 'title' ? (
            <input value={config.meta.title[locale]} onChange={(e) => edit('title', e.target.value)} data-testid="meta-title" />
          ) : (
            <textarea rows={3} value={config.meta.description[locale]} onChange={(e) => edit('description', e.target.value)} data-testid="meta-description" />
          )}
          {!config.meta[part][locale] && <small className="hint">{t('controls.title.warning')}</small>}
        </label>
      ))}
    </section>
  );
};
