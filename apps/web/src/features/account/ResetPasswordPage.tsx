import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/PageTitle';
import { useAuthAction } from '../../components/useAuthAction';
import { resetPassword } from './api/account';
import { FormField, splitProblem } from '../../components/FormField';
import { PASSWORD_HINT } from './components/RegistrationForm';

/**
 * SPEC §2 Set-new-password (/account/reset-password?code=...): the code from the mailed link, a new password and
 * its confirmation, 'Set password'; success goes to /?password-reset=true. Errors show above the form (SPEC §8).
 */
export function ResetPasswordPage() {
  const id = useId();
  const navigate = useNavigate();
  const code = useSearchParams()[0].get('code') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useAuthAction('password-reset');
  usePageTitle('Set a new password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await reset.run(async () => {
      await resetPassword(code, password, confirmation);
      return true;
    });
    if (done) void navigate('/?password-reset=true');
  };

  const { byField } = splitProblem(reset.problem, ['password', 'passwordConfirmation']);

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
          {reset.problem && (
            <Alert variant="danger" role="alert">
              {reset.problem.message}
            </Alert>
          )}
          <FormField
            id={`${id}-password`}
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={PASSWORD_HINT}
            value={password}
            onChange={setPassword}
            error={byField.password}
          />
          <FormField
            id={`${id}-confirmation`}
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
            error={byField.passwordConfirmation}
          />
          <Button type="submit" disabled={reset.pending}>
            {reset.pending ? 'Setting your password…' : 'Set password'}
          </Button>
        </Form>
      )}
    </Container>
  );
}
