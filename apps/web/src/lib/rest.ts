import { previewHeaders } from './preview';
import { getToken } from './session';
import { assignLocation, forgetRedirect, type Redirect, sessionRefused } from './unauthorized';

/**
 * The CMS's REST calls (auth, member accounts ...): like every GraphQL call, each one sends the stored bearer token,
 * and a 401 clears all local storage and returns the browser to / (SPEC-GUIDE §8: lib/unauthorized.ts, as for
 * GraphQL).
 */
export const FALLBACK_ERROR = 'There was a problem';

let redirect: Redirect = assignLocation;

/** Where the browser goes after a 401; replaced in tests, where jsdom cannot navigate. */
export function setUnauthorizedRedirect(next: Redirect): void {
  redirect = next;
  forgetRedirect(next);
}

/** `fetch` with the bearer token and the 401 rule: a drop-in for same-origin calls to the CMS. */
export async function apiFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const token = getToken();
  const headers = new Headers(init.headers);
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(previewHeaders())) headers.set(name, value);
  const response = await fetch(input, { ...init, headers });
  if (response.status === 401 && token) sessionRefused(token, redirect);
  return response;
}

/**
 * Log Out ends this device's session on the server too (POST /api/auth/logout), so a copied token stops working; the
 * teacher's other devices stay signed in. Best effort: the browser's session is cleared whatever the answer.
 */
export async function endServerSession(token: string): Promise<void> {
  await fetch('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(
    () => undefined,
  );
}

/** A failed call: the server's message (or 'There was a problem') and its field errors keyed by path. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** `path.joined.by.dots` -> message, from `error.details.errors` (SPEC-GUIDE §7). */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }
}

interface StrapiErrorBody {
  error?: { message?: unknown; details?: { errors?: { path?: unknown; message?: unknown }[] } };
}

/** Field errors keyed by their path joined with dots (`user_profile_data.first_name`). */
export function fieldErrorsOf(details: StrapiErrorBody['error'] | undefined): Record<string, string> {
  const entries = details?.details?.errors ?? [];
  const byPath: Record<string, string> = {};
  for (const entry of entries) {
    const path = Array.isArray(entry.path) ? entry.path.join('.') : typeof entry.path === 'string' ? entry.path : '';
    if (path && typeof entry.message === 'string' && !(path in byPath)) byPath[path] = entry.message;
  }
  return byPath;
}

/** A JSON call to the CMS; resolves with the body, or rejects with a RestError. */
export async function restRequest<T>(
  path: string,
  { method = 'GET', body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, {
      method,
      signal,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new RestError(FALLBACK_ERROR, 0);
  }
  const payload = (await response.json().catch(() => null)) as (T & StrapiErrorBody) | null;
  if (!response.ok) {
    const message = payload?.error?.message;
    throw new RestError(
      typeof message === 'string' && message ? message : FALLBACK_ERROR,
      response.status,
      fieldErrorsOf(payload?.error),
    );
  }
  return payload as T;
}

/** The message to show for any failure (SPEC-GUIDE §8: "server message else 'There was a problem'"). */
export function errorMessage(error: unknown): string {
  return error instanceof RestError ? error.message : FALLBACK_ERROR;
}
