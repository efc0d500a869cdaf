/**
 * Sharing a published chart (spec 002 §2, §6): the link to this view (with the visitor's filter
 * choices in it), the copy-and-edit link, and the embed code with the embed flags as checkboxes
 * and a live preview of the embedded chart.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMBED_FLAGS, EMBED_RESIZE_MESSAGE, embedCode, embedUrl, noEmbedFlags, type EmbedFlags } from '../../domain/viewer/embed';
import type { Locale } from '../../domain/data';
import { EMBED_FLAG_KEY } from '../../domain/messages';
import { Dialog } from '../components/Dialog';

/** A text to copy, with a copy button and its outcome read out. */
const CopyField = ({ label, text, multiline, testId }: { label: string; text: string; multiline?: boolean; testId: string }) => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'copied' | 'failed'>();
  useEffect(() => setStatus(undefined), [text]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  const field = {
    readOnly: true,
    value: text,
    onFocus: (e: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => e.currentTarget.select(),
    'data-testid': testId,
  };
  return (
    <div className="copy-field">
      <label>
        <span>{label}</span>
        {multiline ? <textarea rows={5} {...field} /> : <input type="text" {...field} />}
      </label>
      <button type="button" className="button" onClick={copy} data-testid={`${testId}-copy`}>
        {t('view.share.copy')}
      </button>
      <p role="status" className="copy-status">
        {status && t(status === 'copied' ? 'view.share.copied' : 'view.share.copy-failed')}
      </p>
    </div>
  );
};

const CloseButton = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <div className="dialog-buttons">
      <button type="button" className="button" onClick={onClose}>
        {t('controls.close')}
      </button>
    </div>
  );
};

export const ShareDialog = ({ url, copyPath, onClose }: { url: string; copyPath: string; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog title={t('view.share')} onClose={onClose} testId="share-dialog">
      <CopyField label={t('view.share.link')} text={url} testId="share-link" />
      <p>
        <a href={copyPath} target="_blank" rel="noopener" data-testid="copy-and-edit">
          {t('view.edit-copy')}
        </a>
      </p>
      <CloseButton onClose={onClose} />
    </Dialog>
  );
};

export const EmbedDialog = ({ chartKey, locale, title, onClose }: { chartKey: string; locale: Locale; title: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const [flags, setFlags] = useState<EmbedFlags>(noEmbedFlags);
  const url = embedUrl(window.location.origin, locale, chartKey, flags);
  const preview = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(320);
  // The preview sizes itself from the embedded page's messages, as the embed code's script does.
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source === preview.current?.contentWindow && event.data?.type === EMBED_RESIZE_MESSAGE && typeof event.data.height === 'number')
        setHeight(event.data.height);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return (
    <Dialog title={t('view.embed')} onClose={onClose} className="embed-dialog" testId="embed-dialog">
      <fieldset className="embed-flags">
        <legend>{t('view.embed.options')}</legend>
        {EMBED_FLAGS.map((flag) => (
          <label key={flag}>
            <input
              type="checkbox"
              checked={flags[flag]}
              onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })}
              data-testid={`embed-flag-${flag}`}
            />
            {t(EMBED_FLAG_KEY[flag])}
          </label>
        ))}
      </fieldset>
      <CopyField label={t('view.embed.code')} text={embedCode({ url, title, key: chartKey })} multiline testId="embed-code" />
      <h3 className="embed-preview-title">{t('view.embed.preview')}</h3>
      <iframe ref={preview} className="embed-preview" src={url} title={`${t('view.embed.preview')}: ${title}`} style={{ height }} data-testid="embed-preview" />
      <CloseButton onClose={onClose} />
    </Dialog>
  );
};
