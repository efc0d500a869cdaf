/**
 * Save-draft (spec 001 §4), for signed-in users only: updates the user's own config as a DRAFT,
 * else creates a new DRAFT and moves the address to /create/{key}. A toast links to the saved
 * draft; a failure shows 'button.save-draft.error'. The button's status resets after 2 s.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ConfiguratorState } from '../../domain/config';
import type { ConfiguratorAction } from '../../domain/configurator/actions';
import { saveTarget, type SavedConfigRef } from '../../domain/configurator/draft';
import { savedConfigData } from '../../domain/configurator/select';
import { ApiError, createConfig, updateConfig } from '../api/client';
import { useSession } from '../auth/useSession';
import { useLocalePath } from '../i18n/locale';

/** Mutation reset and toast time (spec 001 §9). */
const RESET_MS = 2000;
const TOAST_MS = 5000;

export type SaveProps = {
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
  saved: SavedConfigRef | undefined;
  setSaved: (saved: SavedConfigRef) => void;
};

export const SaveDraftButton = ({ state, saved, setSaved }: SaveProps) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const to = useLocalePath();
  const client = useQueryClient();
  const [toast, setToast] = useState<string>();
  const save = useMutation({
    mutationFn: async () => {
      const target = saveTarget(saved, user);
      const data = savedConfigData(state);
      if (target.action === 'update') {
        const updated = await updateConfig(target.key, data, 'DRAFT').catch((error) => {
          throw new ApiError(`Could not update draft: ${(error as Error).message}`, (error as ApiError).status ?? 500);
        });
        return { key: updated.key, data };
      }
      const created = await createConfig(data, 'DRAFT');
      if (!created?.key) throw new ApiError('Could not save draft', 500);
      return { key: created.key, data };
    },
    onSuccess: ({ key, data }) => {
      const ref = { key, isOwner: true, published_state: 'DRAFT' as const };
      setSaved(ref);
      setToast(key);
      client.removeQueries({ queryKey: ['my-charts'] });
      if (saved?.key !== key) {
        // The page reads the saved config of its address: it has it already, so the chart stays as it is.
        client.setQueryData(['config', key], { ...ref, data });
        navigate(to(`/create/${key}`), { replace: true });
      }
    },
    onError: (error) => console.error(error),
  });
  const { status, reset } = save;
  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = setTimeout(reset, RESET_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(undefined), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!user) return null;
  const label = save.isPending ? t('button.save-draft.saving') : save.isSuccess ? t('button.save-draft.saved') : t('button.save-draft');
  return (
    <span className="save-draft">
      <button type="button" className="button button-secondary" onClick={() => save.mutate()} disabled={save.isPending} data-testid="save-draft">
        {label}
      </button>
      <span role="status" className="toast-region">
        {save.isError && <span className="error">{t('button.save-draft.error')}</span>}
        {toast && !save.isError && (
          <span className="toast" data-testid="save-draft-toast">
            {t('button.save-draft.saved')} – <Link to={to(`/create/${toast}`)}>{t('button.save-draft.link')}</Link>
          </span>
        )}
      </span>
    </span>
  );
};
