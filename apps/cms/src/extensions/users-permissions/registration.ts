import { checkProfile, REGISTRATION_REQUIRED, type ProfileData } from '../../api/user-profile/profile-rules';
import { fieldError, type FieldError } from '../../field-errors';
import { passwordProblem } from './password-rule';

/**
 * The body of POST /api/auth/local/register (SPEC §7): email, username (= email), password, user_profile_data and
 * skip_trial (default false). Every problem is reported at once, keyed by path (e.g. `user_profile_data.first_name`).
 */
export interface Registration {
  email: string;
  password: string;
  profile: ProfileData;
  skipTrial: boolean;
}

const ALLOWED_KEYS = ['email', 'username', 'password', 'user_profile_data', 'skip_trial'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseRegistration(body: unknown): { registration: Registration | null; errors: FieldError[] } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { registration: null, errors: [fieldError([], 'The registration details are missing.')] };
  }
  const input = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  for (const key of Object.keys(input)) {
    if (!ALLOWED_KEYS.includes(key)) errors.push(fieldError([key], 'Unknown field.'));
  }

  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email) || email.length > 254)
    errors.push(fieldError(['email'], 'Please enter a valid e-mail address.'));
  if (
    input.username !== undefined &&
    (typeof input.username !== 'string' || input.username.trim().toLowerCase() !== email)
  ) {
    errors.push(fieldError(['username'], 'The username must be the e-mail address.'));
  }
  const problem = passwordProblem(input.password);
  if (problem) errors.push(fieldError(['password'], problem));
  if (input.skip_trial !== undefined && typeof input.skip_trial !== 'boolean') {
    errors.push(fieldError(['skip_trial'], 'skip_trial must be true or false.'));
  }
  const { profile, errors: profileErrors } = checkProfile(input.user_profile_data, REGISTRATION_REQUIRED, [
    'user_profile_data',
  ]);
  errors.push(...profileErrors);

  if (errors.length) return { registration: null, errors };
  return {
    registration: { email, password: input.password as string, profile, skipTrial: input.skip_trial === true },
    errors,
  };
}
