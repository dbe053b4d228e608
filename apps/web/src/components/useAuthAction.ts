import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useState } from 'react';
import { FALLBACK_ERROR, fieldErrorsOf, RestError } from '../lib/rest';

/**
 * SPEC-GUIDE §4 auth states: each account action goes `{action}-start` -> `{action}-success`, or `-failed` (login,
 * register) / `-error` (the others). The screens show what the state says: a busy button, a message, field errors.
 */
type AuthAction =
  | 'login'
  | 'register'
  | 'profile-save'
  | 'password-reset'
  | 'forgot-password'
  | 'invite-member'
  | 'remove-invited-member'
  | 'remove-member';

type FailureSuffix<A extends AuthAction> = A extends 'login' | 'register' ? 'failed' : 'error';

type AuthState<A extends AuthAction = AuthAction> =
  'idle' | 'logout-complete' | `${A}-start` | `${A}-success` | `${A}-${FailureSuffix<A>}`;

export interface AuthProblem {
  /** The server's message, or 'There was a problem' (SPEC-GUIDE §8). */
  message: string;
  /** Field errors keyed by path (`user_profile_data.first_name`, `invitee` ...). */
  fieldErrors: Record<string, string>;
}

/** What a failed REST or GraphQL call tells the user. */
function problemOf(error: unknown): AuthProblem {
  if (error instanceof RestError) return { message: error.message, fieldErrors: error.fieldErrors };
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const details = first?.extensions?.error as Parameters<typeof fieldErrorsOf>[0];
    return { message: first?.message || FALLBACK_ERROR, fieldErrors: fieldErrorsOf(details) };
  }
  return { message: FALLBACK_ERROR, fieldErrors: {} };
}

const failureOf = <A extends AuthAction>(action: A) =>
  `${action}-${action === 'login' || action === 'register' ? 'failed' : 'error'}` as AuthState<A>;

export function useAuthAction<A extends AuthAction>(action: A) {
  const [state, setState] = useState<AuthState<A>>('idle');
  const [problem, setProblem] = useState<AuthProblem | null>(null);

  /** Runs the call through the states; resolves with its result, or undefined when it failed. */
  const run = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | undefined> => {
      setState(`${action}-start`);
      setProblem(null);
      try {
        const result = await work();
        setState(`${action}-success`);
        return result;
      } catch (error) {
        setState(failureOf(action));
        setProblem(problemOf(error));
        return undefined;
      }
    },
    [action],
  );

  const reset = useCallback(() => {
    setState('idle');
    setProblem(null);
  }, []);

  return {
    state,
    pending: state === `${action}-start`,
    succeeded: state === `${action}-success`,
    failed: state === failureOf(action),
    problem,
    run,
    reset,
  };
}
