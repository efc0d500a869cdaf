/**
 * Publish or update (spec 001 §4): 'update', with a warning, when the config is the signed-in
 * user's and already published; otherwise 'publish'. Clicking steps to PUBLISHING, where the
 * provider publishes.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { publishLabel } from '../../domain/configurator/draft';
import { PUBLISH_LABEL_KEY } from '../../domain/i18n/author-keys';
import { useSession } from '../auth/useSession';
import type { SaveProps } from './SaveDraftButton';

export const PublishButton = ({ dispatch, saved }: Pick<SaveProps, 'dispatch' | 'saved'>) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = useId();
  const label = publishLabel(saved, user);
  return (
    <span className="publish-button">
      <button
        type="button"
        className="button"
        onClick={() => dispatch({ type: 'STEP_NEXT' })}
        data-testid="publish"
        aria-describedby={label === 'update' ? `${id}-warning` : undefined}
        title={label === 'update' ? t('button.update.warning') : undefined}
      >
        {t(PUBLISH_LABEL_KEY[label])}
      </button>
      {label === 'update' && (
        <span id={`${id}-warning`} className="visually-hidden">
          {t('button.update.warning')}
        </span>
      )}
    </span>
  );
};
