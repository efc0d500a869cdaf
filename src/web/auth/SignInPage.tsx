/**
 * Sign-in and sign-up (/{locale}/sign-in, /{locale}/sign-up): a name and a password, and the
 * organisation's OpenID Connect sign-in when the server offers it. Afterwards the page the user
 * came from (?returnTo=, a path of this app) or My charts.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NAME_LENGTH, PASSWORD_LENGTH } from '../../domain/accounts/credentials';
import { ACCOUNT_TITLE_KEY } from '../../domain/i18n/author-keys';
import { useErrorText } from '../api/error-text';
import { useLocalePath } from '../i18n/locale';
import { useAccountActions, useSession } from './useSession';

/** Only a path of this app: never another site. */
const returnPath = (value: string | null) => (value && /^\/(?![/\\])/.test(value) ? value : undefined);

export const SignInPage = ({ mode }: { mode: 'sign-in' | 'sign-up' }) => {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { oidc } = useSession();
  const actions = useAccountActions();
  const action = mode === 'sign-in' ? actions.signIn : actions.signUp;
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const id = useId();
  const returnTo = returnPath(params.get('returnTo'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate({ name, password }, { onSuccess: () => navigate(returnTo ?? to('/my-charts')) });
  };
  const other = mode === 'sign-in' ? 'sign-up' : 'sign-in';
  const query = returnTo ? `?${new URLSearchParams({ returnTo })}` : '';
  return (
    <div className="account-page">
      <h1>{t(ACCOUNT_TITLE_KEY[mode])}</h1>
      <p>{t('account.why')}</p>
      <form className="account-form" onSubmit={onSubmit} data-testid={`${mode}-form`}>
        <label htmlFor={`${id}-name`}>{t('account.name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="username"
          required
          minLength={NAME_LENGTH.min}
          maxLength={NAME_LENGTH.max}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor={`${id}-password`}>{t('account.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          required
          minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max}
          aria-describedby={`${id}-hint`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <p id={`${id}-hint`} className="hint">
          {t('account.password.hint')}
        </p>
        {action.error && (
          <p className="error" role="alert">
            {errorText(action.error)}
          </p>
        )}
        <button type="submit" className="button" disabled={action.isPending}>
          {t(mode === 'sign-in' ? 'account.sign-in' : 'account.sign-up')}
        </button>
      </form>
      {oidc && (
        // A full page load: the browser goes to the provider and comes back through the server.
        <a className="button button-secondary" href={`/api/auth/oidc/sign-in?${new URLSearchParams({ returnTo: returnTo ?? to('/my-charts') })}`}>
          {t('account.oidc')}
        </a>
      )}
      <p>
        <Link to={to(`/${other}${query}`)}>{t(mode === 'sign-in' ? 'account.to-sign-up' : 'account.to-sign-in')}</Link>
      </p>
    </div>
  );
};
