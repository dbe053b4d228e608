import { beforeAll, describe, expect, it } from 'vitest';
import { call, fieldErrors, linkIn, nextMailTo, post, register, roleOf, uniqueEmail, mailsTo } from './accounts';
import { graphql, signInAs } from './client';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';

interface Overview {
  eligible: boolean;
  seats: number;
  invitations: { email: string; invited_at: string }[];
  members: { email: string; name: string; accepted_at: string }[];
  member_of: string[];
}

const overview = async (token: string) =>
  (await call<{ data: Overview }>('GET', '/api/member-account', undefined, token)).body.data;

const invitationsTo = (address: string) => mailsTo(address).filter((mail) => mail.subject.includes(' invited you '));

const readsLessons = async (token: string) => {
  const result = await graphql<{ lessons: unknown[] }>(
    `
      {
        lessons {
          documentId
        }
      }
    `,
    {},
    token,
  );
  return !result.errors && (result.data?.lessons.length ?? 0) > 0;
};

describe('member accounts (SPEC §7: invitation, remove-invitation, remove-member)', () => {
  let owner: string;
  let registered: string;
  const invitee = uniqueEmail('colleague');
  let inviteeToken: string;
  let invitation: string;

  beforeAll(async () => {
    owner = await signInAs('owner');
    registered = await signInAs('registered');
  });

  it("shows the owner their seats and the seeded member, who reads lessons through the owner's subscription", async () => {
    const view = await overview(owner);
    expect(view.eligible).toBe(true);
    expect(view.seats).toBe(3);
    expect(view.members).toEqual([expect.objectContaining({ email: DEMO_ACCOUNTS.member.email, name: 'Sam Lee' })]);
    const member = await signInAs('member');
    expect(await roleOf(member)).toBe('active_subscriber');
    expect(await readsLessons(member)).toBe(true);
    expect((await overview(member)).member_of).toEqual(['Priya Shah']);
  });

  it('lets only owners manage members: not a registered user, not a trial, not a visitor', async () => {
    expect((await overview(registered)).eligible).toBe(false);
    const trial = await register(uniqueEmail('trialist'));
    expect((await overview(trial)).eligible).toBe(false);
    for (const token of [registered, trial]) {
      const refused = await post('/api/member-account/invitation', { invitee: uniqueEmail('x') }, token);
      expect(refused.status).toBe(403);
    }
    const trialRefused = await post('/api/member-account/invitation', { invitee: uniqueEmail('x') }, trial);
    expect(trialRefused.body.error!.message).toMatch(/current subscription of your own/);
    expect((await post('/api/member-account/invitation', { invitee: uniqueEmail('x') })).status).toBe(403);
    expect((await call('GET', '/api/member-account')).status).toBe(403);
  });

  it('refuses an invalid address and the owner themself, by field', async () => {
    const invalid = await post('/api/member-account/invitation', { invitee: 'not an address' }, owner);
    expect(invalid.status).toBe(400);
    expect(fieldErrors(invalid.body.error)).toEqual({ invitee: 'Please enter a valid e-mail address.' });
    const self = await post('/api/member-account/invitation', { invitee: DEMO_ACCOUNTS.owner.email }, owner);
    expect(fieldErrors(self.body.error)).toEqual({ invitee: 'You cannot invite yourself.' });
  });

  it('invites by e-mail the same way whether or not the address has an account, up to the seat limit', async () => {
    const first = await post<{ data: Overview }>('/api/member-account/invitation', { invitee }, owner);
    const second = await post<{ data: Overview }>(
      '/api/member-account/invitation',
      { invitee: DEMO_ACCOUNTS.registered.email.toUpperCase() },
      owner,
    );
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.data.invitations.map((entry) => entry.email)).toEqual([invitee, DEMO_ACCOUNTS.registered.email]);

    const mail = await nextMailTo(invitee);
    expect(mail.subject).toBe('Priya Shah invited you to the Music Classroom');
    const link = linkIn(mail, '/subscribe?invitation=');
    expect(link.origin).toBe('http://classroom.test');
    invitation = link.searchParams.get('invitation')!;
    expect(invitationsTo(DEMO_ACCOUNTS.registered.email)).toHaveLength(1);

    const again = await post('/api/member-account/invitation', { invitee }, owner);
    expect(again.body.error!.message).toBe(`${invitee} has already been invited.`);
    const full = await post('/api/member-account/invitation', { invitee: uniqueEmail('one-too-many') }, owner);
    expect(full.status).toBe(400);
    expect(full.body.error!.message).toBe('All 3 member seats are in use. Remove a member or an invitation first.');
  });

  it('tells the invitation page who invited which address, and nothing for a made-up link', async () => {
    const details = await call<{ data: { email: string; owner: string } }>(
      'GET',
      `/api/member-account/invitation-details?invitation=${encodeURIComponent(invitation)}`,
    );
    expect(details.body.data).toEqual({ email: invitee, owner: 'Priya Shah' });
    const madeUp = await call('GET', '/api/member-account/invitation-details?invitation=made-up');
    expect(madeUp.status).toBe(404);
  });

  it('gives the invitee access once they accept with the invited address; the link works once', async () => {
    inviteeToken = await register(invitee, { skip_trial: true });
    expect(await roleOf(inviteeToken)).toBe('authenticated');
    expect(await readsLessons(inviteeToken)).toBe(false);

    const missing = await post('/api/member-account/accept', {}, inviteeToken);
    expect(fieldErrors(missing.body.error)).toEqual({ invitation: 'The invitation link is incomplete.' });
    const wrongPerson = await post('/api/member-account/accept', { invitation }, registered);
    expect(wrongPerson.status).toBe(403);
    expect(await roleOf(registered)).toBe('authenticated');

    const accepted = await post<{ data: { owner: string; access: boolean } }>(
      '/api/member-account/accept',
      { invitation },
      inviteeToken,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ owner: 'Priya Shah', access: true });
    expect(await roleOf(inviteeToken)).toBe('active_subscriber');
    expect(await readsLessons(inviteeToken)).toBe(true);

    const twice = await post('/api/member-account/accept', { invitation }, inviteeToken);
    expect(twice.status).toBe(404);
    const view = await overview(owner);
    expect(view.members.map((member) => member.email)).toContain(invitee);
    expect(view.invitations.map((entry) => entry.email)).toEqual([DEMO_ACCOUNTS.registered.email]);
  });

  it('removes a pending invitation: its link stops working', async () => {
    const pendingLink = linkIn(invitationsTo(DEMO_ACCOUNTS.registered.email)[0], '/subscribe?invitation=');
    const removed = await post<{ data: Overview }>(
      '/api/member-account/remove-invitation',
      { invitee: DEMO_ACCOUNTS.registered.email },
      owner,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.invitations).toEqual([]);
    const accept = await post(
      '/api/member-account/accept',
      { invitation: pendingLink.searchParams.get('invitation') },
      registered,
    );
    expect(accept.status).toBe(404);
    const twice = await post(
      '/api/member-account/remove-invitation',
      { invitee: DEMO_ACCOUNTS.registered.email },
      owner,
    );
    expect(twice.status).toBe(404);
  });

  it('removes a member: their access ends at once', async () => {
    const removed = await post<{ data: Overview }>(
      '/api/member-account/remove-member',
      { member_email: invitee },
      owner,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.data.members.map((member) => member.email)).toEqual([DEMO_ACCOUNTS.member.email]);
    expect(await roleOf(inviteeToken)).toBe('authenticated');
    expect(await readsLessons(inviteeToken)).toBe(false);
    const twice = await post('/api/member-account/remove-member', { member_email: invitee }, owner);
    expect(twice.status).toBe(404);
  });

  it("does not let a member remove the owner's other members", async () => {
    const member = await signInAs('member');
    const attempt = await post(
      '/api/member-account/remove-member',
      { member_email: DEMO_ACCOUNTS.member.email },
      member,
    );
    expect(attempt.status).toBe(403);
    expect((await overview(owner)).members).toHaveLength(1);
  });
});
