import { errors } from '@strapi/utils';

/**
 * Field errors as Strapi reports validation errors: `error.details.errors[]` with a `path` (e.g.
 * `['user_profile_data', 'first_name']`) and a `message`, so the web app shows each under its field (SPEC §5).
 */
export interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
}

export const fieldError = (path: string[], message: string): FieldError => ({ path, message, name: 'ValidationError' });

/** The error a call answers when fields are wrong: the first problem as its message, every problem by field. */
export const invalidFields = (problems: FieldError[]) =>
  new errors.ValidationError(problems[0].message, { errors: problems });
