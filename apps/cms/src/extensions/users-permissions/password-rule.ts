/**
 * SPEC-GUIDE §5 and §9: at least 6 characters with a mix of letters and numbers, enforced by the CMS, not only hinted.
 */
export const PASSWORD_HINT = 'Your password must be 6 or more characters and contain a mix of letters and numbers.';

/** bcrypt reads only the first 72 bytes of a password; longer ones are refused rather than silently cut. */
const MAX_PASSWORD_BYTES = 72;

export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < 6) return PASSWORD_HINT;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return PASSWORD_HINT;
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) return 'Your password must be 72 bytes or fewer.';
  return null;
}

/** The users-permissions `validationRules.validatePassword` hook: reset-password and change-password use it. */
export function validatePassword(password: string): boolean {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  return true;
}
