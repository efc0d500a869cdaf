/**
 * The text block editor (spec 001 §2): one markdown text per language, each with a placeholder
 * when empty. Opened as the layout's active field; Done closes it.
 */
import { useTranslation } from 'react-i18next';
import type { Layout } from '../../../domain/config';
import type { ConfiguratorAction } from '../../../domain/configurator/actions';
import { LOCALES } from '../../../domain/data';
import { LANGUAGE_KEY } from '../../../domain/messages';
import { TEXT_LIMITS } from '../../../domain/config/write-limits';

type TextBlock = Extract<Layout['blocks'][number], { type: 'text' }>;

export const TextBlockEditor = ({ block, dispatch }: { block: TextBlock; dispatch: (action: ConfiguratorAction) => void }) => {
  const { t } = useTranslation();
  return (
    <section className="panel text-block-editor" aria-label={t('layout.text.editor')} data-testid="text-block-editor">
      <h2>{t('layout.text.editor')}</h2>
      {LOCALES.map((locale) => (
        <label key={locale} className="field">
          <span>{t('layout.text.language', { language: t(LANGUAGE_KEY[locale]) })}</span>
          <textarea
            lang={locale}
            rows={4}
            maxLength={TEXT_LIMITS.textBlock}
            value={block.text[locale]}
            placeholder={t('layout.text.placeholder')}
            onChange={(e) => dispatch({ type: 'LAYOUT_TEXT_BLOCK_EDIT', value: { key: block.key, locale, text: e.target.value } })}
            data-testid={`text-block-${locale}`}
          />
        </label>
      ))}
      <button
        type="button"
        className="button"
        onClick={() => dispatch({ type: 'LAYOUT_ACTIVE_FIELD_CHANGE', value: { field: undefined } })}
        data-testid="text-block-done"
      >
        {t('layout.text.done')}
      </button>
    </section>
  );
};
