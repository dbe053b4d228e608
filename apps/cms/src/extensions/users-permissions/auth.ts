import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { passwordResetMail, registrationAttemptMail, sendMail } from '../../accounts/mail/messages';
import { subscriptions } from '../../api/subscription/services/subscription';
import { userProfiles } from '../../api/user-profile/services/user-profile';
import { fieldError, invalidFields, type FieldError } from '../../platform/http/field-errors';
import { bodyOf } from '../../platform/http/request-body';
import { passwordProblem } from './password-rule';
import { ADDRESS_TAKEN, parseRegistration, type Registration } from './registration';
import { resetCode, resetCodeExpired } from './reset-code';

/**
 * The auth actions this product changes (SPEC-GUIDE §7 REST auth calls); the others stay the plugin's own. Where the
 * plugin's action does the work, it is called, with only this product's additions around it:
 * - register: profile fields and the password rule checked by the CMS; the plugin's register creates the user, then a
 *   linked user profile and a free trial, in one transaction, and answers `{ jwt, user }` (SPEC §7). A taken address
 *   is a field error at `email` (SPEC §8 "Register failure: field errors by path"), and its owner is mailed. So
 *   registration tells whether an address has an account (as registering and then signing in always could); the
 *   limits per client address and per e-mail address (src/middlewares/sign-in-limits.ts) bound how many addresses
 *   anyone can try (README, "Accounts").
 * - callback (sign-in): the plugin's, then the role is brought in line with the subscriptions; an unknown address
 *   costs as much time as a wrong password, so the answer's timing does not tell whether an address is registered.
 * - resetPassword: the password rule, unknown fields and the link's expiry, then the plugin's reset.
 * - forgotPassword: this product's own. The plugin's answers only after its look-up and its mail (the time tells
 *   whether an address is registered), makes codes that never expire and sends its own template, not the product's.
 */
const USER = 'plugin::users-permissions.user';

/** A bcrypt hash of a random string (cost 10, as the plugin hashes), compared against to spend a hash's time. */
const DUMMY_HASH = '$2a$10$DhpdGWqJbPdSj3H3.kTVpOOFykojVN8.D7yDsZG/0aGtYH8cWnvfu';

type AuthActions = Record<string, (ctx: Context, next?: () => Promise<void>) => Promise<unknown>>;

export function accountAuthActions(strapi: Core.Strapi, base: AuthActions): AuthActions {
  const plugin = strapi.plugin('users-permissions');

  /** The plugin's register makes the user (role, checks, hashing); the profile and trial join its transaction. */
  async function createAccount(ctx: Context, { email, password, profile, skipTrial }: Registration) {
    const request = ctx.request as unknown as { body?: unknown };
    const body = request.body;
    request.body = { username: email, email, password };
    try {
      await strapi.db.transaction(async () => {
        await base.register(ctx);
        const created = (ctx.body as { user?: { documentId?: string } } | undefined)?.user;
        if (!created?.documentId) throw new errors.ApplicationError('The account could not be created');
        await userProfiles(strapi).createFor(created.documentId, profile);
        // The trial's creation gives the subscriber role (src/api/subscription/role-sync.ts).
        if (!skipTrial) await subscriptions(strapi).startTrial(created.documentId);
      });
    } finally {
      request.body = body;
    }
  }

  return {
    async register(ctx) {
      // Checked here too, before any address is looked up: closed registration tells nothing about addresses.
      const advanced = (await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) as {
        allow_register?: boolean;
      } | null;
      if (!advanced?.allow_register) throw new errors.ApplicationError('Register action is currently disabled');

      const { registration, errors: problems } = parseRegistration((ctx.request as unknown as { body?: unknown }).body);
      if (!registration) throw invalidFields(problems);
      const { email } = registration;

      const ownerOf = () =>
        strapi.db
          .query(USER)
          .findOne({ where: { $or: [{ email }, { username: email }] }, select: ['email', 'blocked'] }) as Promise<{
          email: string;
          blocked: boolean | null;
        } | null>;
      let owner = await ownerOf();
      if (!owner) {
        try {
          await createAccount(ctx, registration);
          return; // the plugin's answer: `{ jwt, user }`
        } catch (error) {
          // Two registrations of one new address at once: the second finds the first's account.
          owner = await ownerOf();
          if (!owner) throw error;
        }
      }
      if (!owner.blocked) {
        // Counted by the per-e-mail limit (src/middlewares/sign-in-limits.ts), so nobody floods the owner's mailbox.
        (ctx.state as { mailedAddress?: boolean }).mailedAddress = true;
        void sendMail(strapi, registrationAttemptMail(strapi, owner.email)).catch((error: Error) =>
          strapi.log.error(`Registration attempt mail failed: ${error.message}`),
        );
      }
      throw invalidFields([fieldError(['email'], ADDRESS_TAKEN)]);
    },

    async callback(ctx, next) {
      const provider = (ctx.params as { provider?: string } | undefined)?.provider ?? 'local';
      if (provider === 'local') {
        const { identifier, password } = bodyOf(ctx);
        if (typeof identifier === 'string' && typeof password === 'string') {
          const known = await strapi.db.query(USER).count({
            where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
          });
          if (!known) await plugin.service('user').validatePassword(password, DUMMY_HASH);
        }
      }
      await base.callback(ctx, next);
      // SPEC: "When a trial or a subscription ends the user loses the role (a scheduled job, and a check on login)".
      const userId = (ctx.body as { user?: { id?: number } } | undefined)?.user?.id;
      if (typeof userId === 'number') await subscriptions(strapi).syncRole(userId);
    },

    async forgotPassword(ctx) {
      const { email, ...rest } = bodyOf(ctx);
      const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
      const problems: FieldError[] = Object.keys(rest).map((key) => fieldError([key], 'Unknown field.'));
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
        problems.unshift(fieldError(['email'], 'Please enter a valid e-mail address.'));
      }
      if (problems.length) throw invalidFields(problems);

      // Answer first and the same for every address; the lookup and the mail happen afterwards.
      ctx.send({ ok: true });
      const minutes = strapi.config.get<number>('product.accounts.passwordResetMinutes', 60);
      void (async () => {
        const user = await strapi.db.query(USER).findOne({ where: { email: address } });
        if (!user || user.blocked) return;
        const code = resetCode(minutes);
        await plugin.service('user').edit(user.id, { resetPasswordToken: code });
        await sendMail(strapi, passwordResetMail(strapi, user.email, code, minutes));
      })().catch((error: Error) => strapi.log.error(`Password reset mail failed: ${error.message}`));
    },

    async resetPassword(ctx) {
      const { code, password, passwordConfirmation, ...rest } = bodyOf(ctx);
      const problems: FieldError[] = Object.keys(rest).map((key) => fieldError([key], 'Unknown field.'));
      if (typeof code !== 'string' || !code) problems.push(fieldError(['code'], 'The reset link is incomplete.'));
      const problem = passwordProblem(password);
      if (problem) problems.push(fieldError(['password'], problem));
      else if (password !== passwordConfirmation) {
        problems.push(fieldError(['passwordConfirmation'], 'Passwords do not match'));
      }
      if (problems.length) throw invalidFields(problems);

      if (resetCodeExpired(code as string)) {
        const user = await strapi.db.query(USER).findOne({ where: { resetPasswordToken: code } });
        if (!user) throw new errors.ValidationError('Incorrect code provided');
        await plugin.service('user').edit(user.id, { resetPasswordToken: null });
        throw new errors.ValidationError('This password reset link has expired. Please ask for a new one.');
      }
      await base.resetPassword(ctx);
    },
  };
}
