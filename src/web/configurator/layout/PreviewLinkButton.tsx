/**
 * Copy-preview-link (spec 001 §2): the whole state, in the shared state encoding, after
 * /{locale}/preview#. The link is copied and also shown, for browsers that refuse the clipboard.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfiguratorState } from '../../../domain/config';
import { encodeSharedState } from '../../../domain/config/shared-state';
import { savedConfigData } from '../../../domain/configurator/select';
import type { Locale } from '../../../domain/data';

export const previewLink = (origin: string, locale: Locale, state: ConfiguratorState) =>
  `${origin}/${locale}/preview#${encodeSharedState(savedConfigData(state))}`;

export const PreviewLinkButton = ({ state, locale }: { state: ConfiguratorState; locale: Locale }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<{ link: string; ok: boolean }>();
  const copy = async () => {
    const link = previewLink(window.location.origin, locale, state);
    const ok = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    setCopied({ link, ok: !!ok });
  };
  return (
    <span className="preview-link">
      <button type="button" className="button button-secondary" onClick={() => void copy()} data-testid="copy-preview-link">
        {t('button.copy-preview-link')}
      </button>
      <span role="status" className="preview-link-status">
        {copied && (
          <>
            {t(copied.ok ? 'layout.preview-link.copied' : 'layout.preview-link.failed')}{' '}
            <a href={copied.link} target="_blank" rel="noopener" data-testid="preview-link">
              {t('layout.preview-link.open')}
            </a>
          </>
        )}
      </span>
    </span>
  );
};
