import type { JoinedClass, PupilLesson } from '@classroom/contracts';
import { apiFetch, RestError, restRequest, FALLBACK_ERROR, fieldErrorsOf } from '../../../lib/rest';

/** Where the teacher is, as the pupils' stream and calls give it (issue 47; packages/contracts). */
export type { ClassState, ClassStreamEvents } from '@classroom/contracts';

/** POST /api/class-sessions/join {code, name}: a pupil token for that one session. */
export async function joinClass(code: string, name: string): Promise<JoinedClass> {
  const { data } = await restRequest<{ data: JoinedClass }>('/api/class-sessions/join', {
    method: 'POST',
    body: { code, name },
  });
  return data;
}

/** The session lesson as lesson mode reads it (the CMS gives pupils this one read, on their teacher's behalf). */
export async function fetchClassLesson(token: string, signal?: AbortSignal): Promise<PupilLesson> {
  let response: Response;
  try {
    response = await apiFetch('/api/class-sessions/live/lesson', { headers: { 'x-pupil-token': token }, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new RestError(FALLBACK_ERROR, 0);
  }
  const payload = (await response.json().catch(() => null)) as {
    data?: PupilLesson;
    error?: { message?: string; details?: { reason?: string; errors?: { path?: unknown; message?: unknown }[] } };
  } | null;
  if (!response.ok || !payload?.data)
    throw new RestError(payload?.error?.message ?? FALLBACK_ERROR, response.status, fieldErrorsOf(payload?.error));
  return payload.data;
}

export const classStreamUrl = (token: string) => `/api/class-sessions/live/stream?token=${encodeURIComponent(token)}`;
