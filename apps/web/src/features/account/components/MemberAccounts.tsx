import { format } from 'date-fns';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ProblemAlert, StatusAlert } from '../../../components/FormAlerts';
import { useAuthAction } from '../../../components/useAuthAction';
import { useFormFields } from '../../../components/useFormFields';
import { useRestResource } from '../../../components/useRestResource';
import { errorMessage } from '../../../lib/rest';
import { fetchMemberAccount, inviteMember, removeInvitation, removeMember } from '../api/account';
import { FormField, splitProblem } from '../../../components/FormField';

const day = (iso: string) => (iso ? format(new Date(iso), 'do MMM yyyy') : '');

/**
 * Member accounts on the account page (SPEC-GUIDE §6: owners invite members, remove invitations and remove members; the
 * screen is ours): seats used, the invite form, pending invitations and members, each removable. A member sees whose
 * subscription gives them access. The CMS decides who may do what (only owners with their own subscription).
 */
export function MemberAccounts() {
  const id = useId();
  const account = useRestResource('member-account', fetchMemberAccount);
  const [status, setStatus] = useState<string | null>(null);
  const invite = useAuthAction('invite-member');
  const { byField, general } = splitProblem(invite.problem, ['invitee']);
  const { values, setValue, field } = useFormFields({ invitee: '' }, byField);
  const removeInvited = useAuthAction('remove-invited-member');
  const remove = useAuthAction('remove-member');

  if (account.status === 'failed') {
    return (
      <Alert variant="danger" role="alert">
        {errorMessage(account.error)}
      </Alert>
    );
  }
  if (account.status !== 'ready') return null;
  const { data: overview, replace: setOverview } = account;

  if (!overview.eligible) {
    return overview.member_of.length ? (
      <section aria-labelledby={`${id}-membership`} className="mt-5">
        <h2 id={`${id}-membership`}>Your membership</h2>
        <p>You have access to the Music Classroom through the subscription of {overview.member_of.join(' and ')}.</p>
      </section>
    ) : null;
  }

  const used = overview.invitations.length + overview.members.length;

  /** Runs one change; the CMS answers with the whole overview, shown at once, and the status says what happened. */
  const change = async (action: { run: typeof invite.run }, call: () => Promise<typeof overview>, done: string) => {
    const next = await action.run(call);
    setStatus(next ? done : null);
    if (next) setOverview(next);
    return Boolean(next);
  };

  const submitInvite = async (event: FormEvent) => {
    event.preventDefault();
    const address = values.invitee.trim();
    const sent = await change(invite, () => inviteMember(address), `An invitation has been sent to ${address}.`);
    if (sent) setValue('invitee', '');
  };

  const removalProblem = removeInvited.problem ?? remove.problem;

  return (
    <section aria-labelledby={`${id}-members`} className="mt-5">
      <h2 id={`${id}-members`}>Member accounts</h2>
      <p>
        Invite colleagues at your school to use your subscription. {used} of {overview.seats} seats used.
      </p>
      <StatusAlert message={status} />
      <ProblemAlert problem={removalProblem} />

      <Form noValidate onSubmit={submitInvite} className="mb-4" aria-label="Invite a colleague">
        <FormField {...field('invitee')} label="Colleague's e-mail address" type="email" autoComplete="off" />
        <Button type="submit" disabled={invite.pending || used >= overview.seats}>
          {invite.pending ? 'Sending…' : 'Send invitation'}
        </Button>
        {used >= overview.seats && <p className="small mt-2 mb-0">All seats are in use.</p>}
        {general.length > 0 && (
          <Alert variant="danger" role="alert" className="mt-3">
            {general.join(' ')}
          </Alert>
        )}
      </Form>

      <h3 className="h5">Pending invitations</h3>
      <RemovableList
        empty="No pending invitations."
        className="mb-4"
        pending={removeInvited.pending}
        entries={overview.invitations.map((invitation) => ({
          email: invitation.email,
          who: (
            <>
              {invitation.email} <span className="text-body-secondary small">invited {day(invitation.invited_at)}</span>
            </>
          ),
          removeLabel: (
            <>
              Remove invitation <span className="visually-hidden">to {invitation.email}</span>
            </>
          ),
          onRemove: () =>
            change(
              removeInvited,
              () => removeInvitation(invitation.email),
              `The invitation to ${invitation.email} has been removed.`,
            ),
        }))}
      />

      <h3 className="h5">Members</h3>
      <RemovableList
        empty="No members yet."
        pending={remove.pending}
        entries={overview.members.map((member) => ({
          email: member.email,
          who: (
            <>
              {member.name || member.email}
              {member.name && <span className="text-body-secondary small"> {member.email}</span>}
            </>
          ),
          removeLabel: (
            <>
              Remove member <span className="visually-hidden">{member.email}</span>
            </>
          ),
          onRemove: () =>
            change(remove, () => removeMember(member.email), `${member.email} is no longer a member of your account.`),
        }))}
      />
    </section>
  );
}

interface RemovableEntry {
  email: string;
  who: ReactNode;
  removeLabel: ReactNode;
  onRemove: () => Promise<unknown>;
}

/** Pending invitations and members: one line each with its 'Remove' button, or a line saying there are none. */
function RemovableList({
  entries,
  empty,
  pending,
  className,
}: {
  entries: RemovableEntry[];
  empty: string;
  pending: boolean;
  className?: string;
}) {
  if (entries.length === 0) return <p>{empty}</p>;
  return (
    <ul className={`list-group ${className ?? ''}`.trim()}>
      {entries.map((entry) => (
        <li
          key={entry.email}
          className="list-group-item d-flex flex-wrap justify-content-between align-items-center gap-2"
        >
          <span>{entry.who}</span>
          <Button variant="outline-danger" size="sm" disabled={pending} onClick={() => void entry.onRemove()}>
            {entry.removeLabel}
          </Button>
        </li>
      ))}
    </ul>
  );
}
