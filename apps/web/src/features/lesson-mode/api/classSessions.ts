import type { ClassSessionView, ClassSlideMove } from '@classroom/contracts';
import { apiFetch, restRequest } from '../../../lib/rest';

/** A class session as its teacher sees it (POST/GET /api/class-sessions…, issue 47; packages/contracts). */
export type { ClassSessionView } from '@classroom/contracts';

/** Where the teacher is: the lesson's slide number, the lesson-mode address of the slide, and whether it is blanked. */
export type ClassSlide = Required<ClassSlideMove>;

const session = (id: string) => `/api/class-sessions/${encodeURIComponent(id)}`;
const data = async (answer: Promise<{ data: ClassSessionView }>) => (await answer).data;

export const startClassSession = (lesson: string) =>
  data(restRequest('/api/class-sessions', { method: 'POST', body: { lesson } }));

export const classSessionOverview = (id: string, signal?: AbortSignal) => data(restRequest(session(id), { signal }));

export const showClassSlide = (id: string, slide: ClassSlide) =>
  data(restRequest(`${session(id)}/slide`, { method: 'PUT', body: slide }));

export const setClassJoining = (id: string, locked: boolean) =>
  data(restRequest(`${session(id)}/joining`, { method: 'PUT', body: { locked } }));

export const removeClassPupil = (id: string, pupilId: string) =>
  data(restRequest(`${session(id)}/pupils/${encodeURIComponent(pupilId)}`, { method: 'DELETE' }));

/** Ends the session; `keepalive` lets it leave while the page itself is going away. */
export async function endClassSession(id: string): Promise<void> {
  await apiFetch(session(id), { method: 'DELETE', keepalive: true }).catch(() => undefined);
}
