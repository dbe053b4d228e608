import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AccountPromptsContext, type AccountPrompts, type LoginPanelOptions } from '../components/AccountPrompts';
import { SubscribeModal } from '../components/SubscribeModal';
import { isLoggedIn, type Session } from '../lib/session';

// Loaded the first time someone opens it.
const LoginPanel = lazy(() => import('../features/auth/LoginPanel'));

const PASSWORD_RESET_NOTICE = 'Your password has been set. You can now log in with your new password.';

/**
 * Provides the login panel and the subscribe modal to every screen (components/AccountPrompts.tsx), tells a user
 * back from a password reset (/?password-reset=true) that it worked, and on each page load brings the stored role
 * and profile up to date with the CMS (a stale or forged token gets a 401 there, which signs the browser out).
 */
export function AccountPromptsHost({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const client = useApolloClient();
  const [login, setLogin] = useState<{ show: boolean; options: LoginPanelOptions } | null>(null);
  const [subscribe, setSubscribe] = useState(false);

  const prompts = useMemo<AccountPrompts>(
    () => ({
      openLogin: (options = {}) => setLogin({ show: true, options }),
      openSubscribe: () => setSubscribe(true),
    }),
    [],
  );

  useEffect(() => {
    // Its query comes with it, for a signed-in browser only: not part of a visitor's first script.
    if (isLoggedIn())
      import('../lib/me').then(({ refreshStoredAccount }) => refreshStoredAccount(client)).catch(() => undefined);
  }, [client]);

  const passwordReset = new URLSearchParams(search).get('password-reset') === 'true';
  useEffect(() => {
    if (passwordReset && !isLoggedIn()) prompts.openLogin({ notice: PASSWORD_RESET_NOTICE });
  }, [passwordReset, prompts]);

  const onLoggedIn = (session: Session) => {
    const next = login?.options.onLoggedIn;
    setLogin((current) => current && { ...current, show: false });
    if (next) next(session);
    else void navigate('/');
  };

  return (
    <AccountPromptsContext.Provider value={prompts}>
      {children}
      {login && (
        <Suspense fallback={null}>
          <LoginPanel
            show={login.show}
            options={login.options}
            onHide={() => setLogin((current) => current && { ...current, show: false })}
            onLoggedIn={onLoggedIn}
          />
        </Suspense>
      )}
      <SubscribeModal show={subscribe} onHide={() => setSubscribe(false)} />
    </AccountPromptsContext.Provider>
  );
}
