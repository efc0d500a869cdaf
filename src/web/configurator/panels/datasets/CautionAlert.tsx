/** The caution alert on top of the add-dataset drawer: open until dismissed, and the dismissal is remembered in the browser (spec 001 §2). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAUTION_STORAGE_KEY } from '../../../../domain/configurator/datasets';

/** Storage may be unavailable (private modes, blocked cookies): the alert then shows each time. */
const dismissed = () => {
  try {
    return localStorage.getItem(CAUTION_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
};

export const CautionAlert = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => !dismissed());
  if (!open) return null;
  const dismiss = () => {
    setOpen(false);
    try {
      localStorage.setItem(CAUTION_STORAGE_KEY, 'true');
    } catch {
      // Not remembered: shown again next time.
    }
  };
  return (
    <div className="warning caution-alert" role="note" data-testid="add-dataset-caution">
      <p>{t('dataset-drawer.caution')}</p>
      <button type="button" className="link-button" onClick={dismiss} data-testid="add-dataset-caution-dismiss">
        {t('dataset-drawer.caution.dismiss')}
      </button>
    </div>
  );
};
