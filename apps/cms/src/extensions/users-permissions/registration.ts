import { z } from 'zod';
import { profileSchema, REGISTRATION_REQUIRED, type ProfileData } from '../../api/user-profile/profile-rules';
import { fieldErrorsOf, type FieldError } from '../../platform/http/field-errors';
import { PASSWORD_MISSING, passwordProblem } from './password-rule';

/**
 * The body of POST /api/auth/local/register (SPEC-GUIDE §7): email, username (= email), password, user_profile_data and
 * skip_trial (default false). Every problem is reported at once, keyed by path (e.g. `user_profile_data.first_name`).
 */
export interface Registration {
  email: string;
  password: string;
  profile: ProfileData;
  skipTrial: boolean;
}

/** The field error at `email` when the address already has an account (SPEC §8: field errors by path). */
export const ADDRESS_TAKEN = 'This e-mail address already has an account: sign in, or reset your password.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_EMAIL = 'Please enter a valid e-mail address.';
const asAddress = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

const registrationFields = {
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .refine((email) => EMAIL.test(email) && email.length <= 254, INVALID_EMAIL),
  // Checked against the e-mail below, whatever else is wrong.
  username: z.unknown().optional(),
  password: z.string({ error: PASSWORD_MISSING }).superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  skip_trial: z.boolean({ error: 'skip_trial must be true or false.' }).default(false),
  user_profile_data: profileSchema(REGISTRATION_REQUIRED),
};

const registrationSchema = z
  .strictObject(registrationFields, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field.' : 'The registration details are missing.'),
  })
  .refine(({ email, username }) => username === undefined || asAddress(username) === asAddress(email), {
    path: ['username'],
    error: 'The username must be the e-mail address.',
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export function parseRegistration(body: unknown): { registration: Registration | null; errors: FieldError[] } {
  const parsed = registrationSchema.safeParse(body);
  if (!parsed.success)
    return { registration: null, errors: fieldErrorsOf(parsed.error, Object.keys(registrationFields)) };
  const { email, password, user_profile_data: profile, skip_trial: skipTrial } = parsed.data;
  return { registration: { email, password, profile, skipTrial }, errors: [] };
}
