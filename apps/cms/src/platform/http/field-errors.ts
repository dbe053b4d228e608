import { errors } from '@strapi/utils';
import type { z } from 'zod';

/**
 * Field errors as Strapi reports validation errors: `error.details.errors[]` with a `path` (e.g.
 * `['user_profile_data', 'first_name']`) and a `message`, so the web app shows each under its field (SPEC-GUIDE §5).
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

const isWithin = (path: string[], outer: string[]) => outer.every((key, index) => path[index] === key);

/**
 * A schema's problems as field errors, listed as the form reads: unknown fields first within their object, then
 * by the order of `keys` (the top-level fields). A problem with the whole input is reported at `wholePath`.
 */
export function fieldErrorsOf(error: z.ZodError, keys: readonly string[], wholePath: string[] = []): FieldError[] {
  const problems: FieldError[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    if (issue.code !== 'unrecognized_keys') {
      problems.push(fieldError(path.length ? path : wholePath, issue.message));
      continue;
    }
    const firstWithin = problems.findIndex((problem) => isWithin(problem.path, path));
    const unknown = issue.keys.map((key) => fieldError([...path, key], issue.message));
    problems.splice(firstWithin < 0 ? problems.length : firstWithin, 0, ...unknown);
  }
  // A stable sort: an unknown top-level key ranks -1, so it stays first.
  return problems.sort((a, b) => keys.indexOf(a.path[0]) - keys.indexOf(b.path[0]));
}
