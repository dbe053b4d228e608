import type { FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useAuthAction } from '../../components/useAuthAction';
import { ProblemAlert } from '../../components/FormAlerts';
import { useFormFields } from '../../components/useFormFields';
import { resetPassword } from './api/account';
import { FormField, splitProblem } from '../../components/FormField';
import { PASSWORD_HINT } from './components/RegistrationForm';
import { clearSession, isLoggedIn } from '../../lib/session';

/**
 * SPEC-GUIDE §2 Set-new-password (/account/reset-password?code=...): the code from the mailed link, a new password and
 * its confirmation, 'Set password'; success goes to /?password-reset=true. Errors show above the form (SPEC-GUIDE §8).
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const client = useApolloClient();
  const code = useSearchParams()[0].get('code') ?? '';
  const reset = useAuthAction('password-reset');
  const { byField } = splitProblem(reset.problem, ['password', 'passwordConfirmation']);
  const { values, field } = useFormFields({ password: '', passwordConfirmation: '' }, byField);
  usePageTitle('Set a new password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await reset.run(async () => {
      await resetPassword(code, values.password, values.passwordConfirmation);
      return true;
    });
    if (!done) return;
    // A reset ends every session of the account, this browser's too: it is signed out here, not by a 401 later.
    if (isLoggedIn()) {
      clearSession();
      void client.clearStore();
    }
    void navigate('/?password-reset=true');
  };

  return (
    <Container className="py-4" style={{ maxWidth: 560 }}>
      <h1>Set a new password</h1>
      {!code ? (
        <Alert variant="warning">
          This link is incomplete. Open the link in your e-mail again, or ask for a new one with &lsquo;Forgot your
          password?&rsquo; when you log in.
        </Alert>
      ) : (
        <Form noValidate onSubmit={submit}>
          <ProblemAlert problem={reset.problem} />
          <FormField
            {...field('password')}
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
          />
          <FormField
            {...field('passwordConfirmation')}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" disabled={reset.pending}>
            {reset.pending ? 'Setting your password…' : 'Set password'}
          </Button>
        </Form>
      )}
    </Container>
  );
}
