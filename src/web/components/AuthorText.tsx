/**
 * Text an author wrote per locale, shown in the reader's language or, failing that, in the first
 * other one that has it (domain/i18n/fallback). Text in another language carries `lang`, so that
 * screen readers switch voice, and a small badge naming the language.
 */
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Localized } from '../../domain/config';
import type { Locale } from '../../domain/data';
import { localizedText, type LocalizedText } from '../../domain/i18n/fallback';
import { LANGUAGE_KEY } from '../../domain/messages';
import { MarkdownOrText } from '../markdown/MarkdownOrText';

/** The badge "EN" after a text in English on a page in another language; read out as "Text in English". */
export const LanguageMarker = ({ lang, locale }: { lang: Locale; locale: Locale }) => {
  const { t } = useTranslation();
  const said = t('text.other-language', { language: t(LANGUAGE_KEY[lang]) });
  return (
    <span className="lang-marker" lang={locale} title={said} data-testid="lang-marker">
      <span aria-hidden="true">{lang.toUpperCase()}</span>
      <span className="visually-hidden">({said})</span>
    </span>
  );
};

/**
 * One author text as element `as`; nothing when every locale is empty and there is no
 * `otherwise` (a text already in the page's language, such as the dataset title). With
 * `markdown`, the author's text is markdown (spec 001 §2: titles and descriptions): `inline` for
 * a heading, `block` for a description (then `as` must hold blocks: a div); the `otherwise`
 * text (cube data) is shown as it is.
 */
export const AuthorText = ({
  as: Tag,
  texts,
  locale,
  otherwise,
  className,
  markdown,
}: {
  as: ElementType;
  markdown?: 'inline' | 'block';
  texts: Localized;
  locale: Locale;
  otherwise?: string;
  className?: string;
}) => {
  const authored = localizedText(texts, locale);
  const shown: LocalizedText | undefined = authored ?? (otherwise ? { text: otherwise, lang: locale, fallback: false } : undefined);
  if (!shown) return null;
  return (
    <Tag className={className} lang={shown.fallback ? shown.lang : undefined}>
      {markdown && authored ? <MarkdownOrText text={shown.text} inline={markdown === 'inline'} /> : shown.text}
      {shown.fallback && (
        <>
          {' '}
          <LanguageMarker lang={shown.lang} locale={locale} />
        </>
      )}
    </Tag>
  );
};
