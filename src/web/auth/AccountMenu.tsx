/** The header's account links: sign in when signed out; My charts and sign out when signed in. */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from '../navigation';
import { useLocalePath } from '../i18n/locale';
import { useAccountActions, useSession } from './useSession';

export const AccountMenu = () => {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const { signOut } = useAccountActions();
  // Signed out until the session says otherwise (the server's page too): the header neither grows nor wraps as it comes.
  if (!user) {
    const here = location.pathname + location.search;
    return (
      <Link to={to(`/sign-in?${new URLSearchParams({ returnTo: here })}`)} data-testid="sign-in-link">
        {t('account.sign-in')}
      </Link>
    );
  }
  return (
    <span className="account-menu" role="group" aria-label={t('account.menu', { name: user.name })} data-testid="account-menu">
      <Link to={to('/my-charts')}>{t('account.my-charts')}</Link>
      <button
        type="button"
        className="link-button"
        onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(to('/browse')) })}
        data-testid="sign-out"
      >
        {t('account.sign-out')}
      </button>
    </span>
  );
};
