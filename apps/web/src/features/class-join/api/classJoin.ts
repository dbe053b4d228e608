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

/** How many times a pupil's lesson read is asked again while the class is out of reach (503), a few seconds apart. */
const OUT_OF_REACH_TRIES = 5;

/**
 * The session lesson as lesson mode reads it (the CMS gives pupils this one read, on their teacher's behalf). While
 * the class is out of reach (503) it asks again after the answer's Retry-After, a few times, before it gives up.
 */
export async function fetchClassLesson(token: string, signal?: AbortSignal): Promise<PupilLesson> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await readClassLesson(token, signal);
    } catch (error) {
      if (!(error instanceof OutOfReach) || attempt >= OUT_OF_REACH_TRIES) throw error;
      await pause(error.retryAfterSeconds, signal);
    }
  }
}

function pause(seconds: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, seconds * 1000);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

/** The CMS's 503: the class cannot be reached just now; ask again after `retryAfterSeconds`. */
class OutOfReach extends RestError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 503);
  }
}

async function readClassLesson(token: string, signal?: AbortSignal): Promise<PupilLesson> {
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
  if (response.status === 503) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new OutOfReach(payload?.error?.message ?? FALLBACK_ERROR, retryAfter > 0 ? Math.min(retryAfter, 30) : 2);
  }
  if (!response.ok || !payload?.data)
    throw new RestError(payload?.error?.message ?? FALLBACK_ERROR, response.status, fieldErrorsOf(payload?.error));
  return payload.data;
}

export const classStreamUrl = (token: string) => `/api/class-sessions/live/stream?token=${encodeURIComponent(token)}`;
