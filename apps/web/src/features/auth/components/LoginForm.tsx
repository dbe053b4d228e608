import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/FormField';
import { useAuthAction } from '../../../components/useAuthAction';
import type { Session } from '../../../lib/session';
import { forgotPassword, login } from '../api/auth';

export type LoginMode = 'login' | 'forgot-password';

export const FORGOT_SUCCESS = 'An email with instructions to reset your password has been sent to you.';

/**
 * The login form and its forgot-password mode (SPEC §2 "Login panel toggles to forgot-password mode"), used by the
 * login panel and the /login page. No client checks on the fields (SPEC §5): the CMS answers.
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
  const id = useId();
  const client = useApolloClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useAuthAction('login');
  const forgot = useAuthAction('forgot-password');

  const submitLogin = async (event: FormEvent) => {
    event.preventDefault();
    const session = await signIn.run(() => login(client, email.trim(), password));
    if (session) onLoggedIn(session);
  };

  const submitForgot = async (event: FormEvent) => {
    event.preventDefault();
    await forgot.run(() => forgotPassword(email.trim()));
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
        <FormField
          id={`${id}-forgot-email`}
          label="Email address"
          type="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
        />
        {forgot.succeeded && (
          <Alert variant="success" role="status">
            {FORGOT_SUCCESS}
          </Alert>
        )}
        {forgot.problem && (
          <Alert variant="danger" role="alert">
            {forgot.problem.message}
          </Alert>
        )}
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
      {notice && (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      )}
      <FormField
        id={`${id}-email`}
        label="Email address"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      <FormField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {signIn.problem && (
        <Alert variant="danger" role="alert">
          {signIn.problem.message}
        </Alert>
      )}
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
