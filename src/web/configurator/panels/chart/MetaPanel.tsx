/**
 * Title, description and tab label of the chart in all four languages (spec 001 §2), each with
 * a warning while the text of the current locale is empty.
 */
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../../domain/data';
import { META_PART_KEY } from '../../../../domain/i18n/author-keys';
import { useConfigurator } from '../../ConfiguratorProvider';
import { TEXT_LIMITS } from '../../../../domain/config/write-limits';

const PARTS = ['title', 'description', 'label'] as const;

export const MetaPanel = () => {
  const { t } = useTranslation();
  const { chart, dispatch, locale } = useConfigurator();
  // The page's language first: that is the text the author is looking at.
  const locales = [locale, ...LOCALES.filter((l) => l !== locale)];
  return (
    <>
      {PARTS.map((part) => (
        <fieldset key={part} className="meta-part" data-testid={`meta-${part}`}>
          <legend>{t(META_PART_KEY[part])}</legend>
          {locales.map((l) => {
            const edit = (text: string) => dispatch({ type: 'CHART_META_CHANGED', value: { part, locale: l, text } });
            // The text of the page's language is the one read here: its absence is worth a warning.
            const warn = l === locale && chart.meta[part][l] === '';
            const warningId = `meta-${part}-warning`;
            const props = {
              value: chart.meta[part][l],
              onChange: (e: { target: { value: string } }) => edit(e.target.value),
              'data-testid': `meta-${part}-${l}`,
              lang: l,
              maxLength: TEXT_LIMITS[part],
              'aria-describedby': warn ? warningId : undefined,
            };
            return (
              <label key={l} className="control">
                <span>{l.toUpperCase()}</span>
                {part === 'description' ? <textarea rows={3} {...props} /> : <input {...props} />}
                {warn && (
                  <small className="hint" id={warningId}>
                    {t('controls.title.warning')}
                  </small>
                )}
              </label>
            );
          })}
        </fieldset>
      ))}
    </>
  );
};
