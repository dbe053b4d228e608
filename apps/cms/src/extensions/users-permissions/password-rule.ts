/**
 * SPEC-GUIDE §5 and §9: at least 6 characters with a mix of letters and numbers, enforced by the CMS, not only hinted.
 */
export const PASSWORD_HINT = 'Your password must be 6 or more characters and contain a mix of letters and numbers.';

/** bcrypt reads only the first 72 bytes of a password; longer ones are refused rather than silently cut. */
const MAX_PASSWORD_BYTES = 72;

/** Asked for when no password came at all. */
export const PASSWORD_MISSING = 'Enter a password.';

/**
 * What is wrong with the password, in words of its own: the form shows PASSWORD_HINT beside the field already, so the
 * error names the broken part ('This password is too short (4 characters) and has no numbers.') instead of repeating
 * the hint word for word.
 */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return PASSWORD_MISSING;
  const characters = [...password].length;
  const problems = [
    characters < 6 ? `is too short (${characters} character${characters === 1 ? '' : 's'})` : null,
    /\p{L}/u.test(password) ? null : 'has no letters',
    /\p{N}/u.test(password) ? null : 'has no numbers',
  ].filter(Boolean);
  if (problems.length) return `This password ${problems.join(' and ')}.`;
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) return 'Your password must be 72 bytes or fewer.';
  return null;
}

/** The users-permissions `validationRules.validatePassword` hook: reset-password and change-password use it. */
export function validatePassword(password: string): boolean {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  return true;
}
