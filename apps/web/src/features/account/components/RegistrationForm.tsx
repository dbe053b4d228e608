import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useAuthAction } from '../../../components/useAuthAction';
import { register } from '../api/account';
import { FormField, splitProblem } from '../../../components/FormField';

export const PASSWORD_HINT = 'Your password must be 6 or more characters and contain a mix of letters and numbers.';

const FIELDS = ['first_name', 'last_name', 'postcode', 'email', 'password'] as const;

/**
 * SPEC-GUIDE §2/§3 registration form: first name*, last name*, postcode, e-mail, password. The CMS checks everything;
 * its field errors (keyed by path, e.g. `user_profile_data.first_name`) show under their fields, the rest below.
 */
export function RegistrationForm({
  invitedEmail,
  onRegistered,
}: {
  /** Registering through a member-account invitation: the invited address, and no trial of one's own. */
  invitedEmail?: string;
  onRegistered: () => void;
}) {
  const id = useId();
  const client = useApolloClient();
  const registration = useAuthAction('register');
  const [form, setForm] = useState({
    first_name: '',
    last_name: '',
    postcode: '',
    email: invitedEmail ?? '',
    password: '',
  });
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await registration.run(() =>
      register(client, {
        email: (invitedEmail ?? form.email).trim(),
        password: form.password,
        profile: { first_name: form.first_name, last_name: form.last_name, postcode: form.postcode },
        skipTrial: Boolean(invitedEmail),
      }),
    );
    if (done) onRegistered();
  };

  const { byField, general } = splitProblem(registration.problem, FIELDS, 'user_profile_data.');

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h4">
        Create a free account now
      </h2>
      <p className="small text-body-secondary">Fields marked * are required.</p>
      <FormField
        id={`${id}-first-name`}
        label="First name"
        required
        autoComplete="given-name"
        value={form.first_name}
        onChange={set('first_name')}
        error={byField.first_name}
      />
      <FormField
        id={`${id}-last-name`}
        label="Last name"
        required
        autoComplete="family-name"
        value={form.last_name}
        onChange={set('last_name')}
        error={byField.last_name}
      />
      <FormField
        id={`${id}-postcode`}
        label="Postcode"
        required
        hint="Your school's postcode, or your country if you teach outside the UK."
        autoComplete="postal-code"
        value={form.postcode}
        onChange={set('postcode')}
        error={byField.postcode}
      />
      <FormField
        id={`${id}-email`}
        label="Email address"
        required
        type="email"
        autoComplete="email"
        value={invitedEmail ?? form.email}
        readOnly={Boolean(invitedEmail)}
        hint={invitedEmail ? 'The address your invitation was sent to.' : undefined}
        onChange={set('email')}
        error={byField.email}
      />
      <FormField
        id={`${id}-password`}
        label="Password"
        required
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={form.password}
        onChange={set('password')}
        error={byField.password}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={registration.pending}>
          {registration.pending ? 'Creating your account…' : 'Create Account'}
        </Button>
        <Link to="/" className="btn btn-outline-secondary">
          Cancel
        </Link>
      </div>
      {general.length > 0 && (
        <Alert variant="danger" role="alert" className="mt-3">
          {general.map((message) => (
            <p key={message} className="mb-0">
              {message}
            </p>
          ))}
        </Alert>
      )}
    </Form>
  );
}
