import { useApolloClient } from '@apollo/client/react';
import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ProblemAlert, StatusAlert } from '../../../components/FormAlerts';
import { FormField } from '../../../components/FormField';
import { useFormFields } from '../../../components/useFormFields';
import { useAuthAction } from '../../../components/useAuthAction';
import type { Session } from '../../../lib/session';
import { forgotPassword, login } from '../api/auth';

export type LoginMode = 'login' | 'forgot-password';

const FORGOT_SUCCESS = 'An email with instructions to reset your password has been sent to you.';

/**
 * The login form and its forgot-password mode (SPEC-GUIDE §2 "Login panel toggles to forgot-password mode"), used by
 * the login panel and the /login page. No client checks on the fields (SPEC-GUIDE §5): the CMS answers.
 */
export function LoginForm({
  mode,
  onModeChange,
  onLoggedIn,
  notice,
}: {
  mode: LoginMode;
  onModeChange: (mode: LoginMode) => void;
  onLoggedIn: (session: Session) => void;
  notice?: string;
}) {
  const client = useApolloClient();
  const { values, field } = useFormFields({ email: '', password: '' });
  const signIn = useAuthAction('login');
  const forgot = useAuthAction('forgot-password');

  const submitLogin = async (event: FormEvent) => {
    event.preventDefault();
    const session = await signIn.run(() => login(client, values.email.trim(), values.password));
    if (session) onLoggedIn(session);
  };

  const submitForgot = async (event: FormEvent) => {
    event.preventDefault();
    await forgot.run(() => forgotPassword(values.email.trim()));
  };

  const switchTo = (next: LoginMode) => {
    signIn.reset();
    forgot.reset();
    onModeChange(next);
  };

  if (mode === 'forgot-password') {
    return (
      <Form noValidate onSubmit={submitForgot} aria-label="Forgot your password?">
        <p>Enter the e-mail address of your account and we will send you a link to set a new password.</p>
        <FormField {...field('email')} label="Email address" type="email" autoComplete="username" />
        <StatusAlert message={forgot.succeeded ? FORGOT_SUCCESS : null} />
        <ProblemAlert problem={forgot.problem} />
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <Button type="submit" disabled={forgot.pending}>
            {forgot.pending ? 'Sending…' : 'Send reset link'}
          </Button>
          <Button variant="link" onClick={() => switchTo('login')}>
            Back to log in
          </Button>
        </div>
      </Form>
    );
  }

  return (
    <Form noValidate onSubmit={submitLogin} aria-label="Log In">
      <StatusAlert message={notice} />
      <FormField {...field('email')} label="Email address" type="email" autoComplete="username" />
      <FormField {...field('password')} label="Password" type="password" autoComplete="current-password" />
      <ProblemAlert problem={signIn.problem} />
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button type="submit" disabled={signIn.pending}>
          {signIn.pending ? 'Logging in…' : 'Log In'}
        </Button>
        <Button variant="link" onClick={() => switchTo('forgot-password')}>
          Forgot your password?
        </Button>
      </div>
    </Form>
  );
}
