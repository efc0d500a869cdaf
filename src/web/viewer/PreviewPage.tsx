/**
 * /{locale}/preview#{encoded state}: a preview link (spec 001 §2, issue 19 item 5). The fragment
 * holds the whole state in the shared state encoding; the page checks it against the schema and
 * shows it as visitors would see it, without saving anything.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '../navigation';
import { savedConfigDataSchema } from '../../domain/config';
import { decodeSharedState } from '../../domain/config/shared-state';
import { PublishedView, ViewNote } from './ViewPage';

const decode = (hash: string) => {
  try {
    const parsed = savedConfigDataSchema.safeParse(decodeSharedState(hash));
    return parsed.success ? parsed.data : undefined;
  } catch (error) {
    // A cut or altered link: the page says so (decoding errors are logged, spec 002 §8).
    console.error('The preview link could not be decoded', error);
    return undefined;
  }
};

export const PreviewPage = () => {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const state = useMemo(() => decode(hash), [hash]);
  if (!state) {
    return (
      <section className="page-message" role="alert">
        <h1>{t('preview.invalid')}</h1>
      </section>
    );
  }
  return (
    <>
      <ViewNote text={t('preview.note')} testId="preview-note" />
      <PublishedView state={state} />
    </>
  );
};
