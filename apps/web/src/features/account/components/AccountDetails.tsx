import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Spinner } from '../../../components/Spinner';
import { useAuthAction } from '../../../components/useAuthAction';
import { meQuery, toStoredProfile } from '../../../lib/me';
import { updateStoredAccount } from '../../../lib/session';
import { requestPasswordMail, updateUserUserProfileMutation } from '../api/account';
import { PROFILE_FIELDS, SHOWN_AS_REQUIRED, toProfileForm, toProfileRows, type ProfileForm } from '../accountView';
import { FormField, splitProblem } from '../../../components/FormField';

const SAVED_MESSAGE = 'Your details have been saved.';
const PASSWORD_MAIL_SENT = 'An email with instructions to change your password has been sent to you.';

const FIELD_KEYS = PROFILE_FIELDS.map((field) => field.key);

/**
 * SPEC-GUIDE §2 Account (signed in): the profile, 'Edit account details' -> 'Edit your account info' with 'Save
 * changes' and 'Cancel', then 'Your details have been saved.' with 'Edit again'. SPEC-GUIDE §4: view-profile-detail <->
 * edit-profile-detail.
 */
export function AccountDetails() {
  const id = useId();
  const { data, loading, error } = useQuery(meQuery);
  const [mode, setMode] = useState<'view-profile-detail' | 'edit-profile-detail'>('view-profile-detail');
  const [form, setForm] = useState<ProfileForm>(toProfileForm(null));
  const save = useAuthAction('profile-save');
  const passwordMail = useAuthAction('forgot-password');
  const [updateProfile] = useMutation(updateUserUserProfileMutation);

  if (loading && !data) return <Spinner />;
  if (error || !data?.me) return <ErrorPanel error={error} />;
  const me = data.me;

  const edit = () => {
    setForm(toProfileForm(toStoredProfile(me.user_profile)));
    save.reset();
    setMode('edit-profile-detail');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(async () => {
      const result = await updateProfile({
        variables: { data: { ...form, user_updated: true } },
        refetchQueries: [{ query: meQuery }],
        awaitRefetchQueries: true,
      });
      return result.data?.updateUserUserProfile ?? null;
    });
    if (saved) {
      // The header greets the user by the name just saved.
      updateStoredAccount({ userProfile: toStoredProfile(saved) });
      setMode('view-profile-detail');
    }
  };

  const { byField, general } = splitProblem(save.failed ? save.problem : null, FIELD_KEYS);

  if (mode === 'edit-profile-detail') {
    return (
      <section aria-labelledby={`${id}-edit`}>
        <h2 id={`${id}-edit`}>Edit your account info</h2>
        <Form noValidate onSubmit={submit}>
          {PROFILE_FIELDS.map((field) => (
            <FormField
              key={field.key}
              id={`${id}-${field.key}`}
              label={field.label}
              required={'required' in field && field.required}
              type={'type' in field ? field.type : 'text'}
              autoComplete={field.autoComplete}
              value={form[field.key]}
              onChange={(value) => setForm((current) => ({ ...current, [field.key]: value }))}
              // SPEC-GUIDE §5: school, postcode, phone number and role show 'required' when the server reports them.
              error={byField[field.key] && (SHOWN_AS_REQUIRED.includes(field.key) ? 'required' : byField[field.key])}
            />
          ))}
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={save.pending}>
              {save.pending ? 'Saving…' : 'Save changes'}
            </Button>
            <Button variant="outline-secondary" onClick={() => setMode('view-profile-detail')}>
              Cancel
            </Button>
          </div>
          {general.length > 0 && (
            <Alert variant="danger" role="alert" className="mt-3">
              {general.join(' ')}
            </Alert>
          )}
        </Form>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-details`}>
      <h2 id={`${id}-details`}>Account details</h2>
      {save.succeeded && (
        <Alert variant="success" role="status" className="d-flex flex-wrap align-items-center gap-3">
          <span>{SAVED_MESSAGE}</span>
          <Button variant="outline-success" size="sm" onClick={edit}>
            Edit again
          </Button>
        </Alert>
      )}
      <dl>
        {toProfileRows(toStoredProfile(me.user_profile), me.email).map((row) => (
          <div key={row.label} className="row">
            <dt className="col-sm-4">{row.label}</dt>
            <dd className="col-sm-8">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        {!save.succeeded && <Button onClick={edit}>Edit account details</Button>}
        <Button
          variant="link"
          disabled={passwordMail.pending}
          onClick={() => void passwordMail.run(() => requestPasswordMail(me.email ?? ''))}
        >
          E-mail me a link to change my password
        </Button>
      </div>
      {passwordMail.succeeded && (
        <Alert variant="success" role="status" className="mt-3">
          {PASSWORD_MAIL_SENT}
        </Alert>
      )}
      {passwordMail.problem && (
        <Alert variant="danger" role="alert" className="mt-3">
          {passwordMail.problem.message}
        </Alert>
      )}
    </section>
  );
}
