import { graphql } from '../../../gql';
import { restRequest } from '../../../lib/rest';

/** The teacher's own playlists and custom units, newest first, for their home (the CMS answers only the owner's). */
export const teacherHomeQuery = graphql(`
  query TeacherHome {
    playlists(sort: ["createdAt:desc"], pagination: { limit: 6 }) {
      documentId
      title
    }
    customSchemes(sort: ["createdAt:desc"], pagination: { limit: 6 }) {
      documentId
      title
      audience {
        slug
      }
      programme {
        slug
        title
      }
    }
  }
`);

interface HistoryLesson {
  documentId: string;
  title: string;
}

/** GET /api/teaching-history/mine: the last slide shown and the lessons opened most recently (newest first). */
export interface TeachingHistory {
  continue: { lesson: HistoryLesson; href: string; lessonHref: string; slide: number } | null;
  recent: { lesson: HistoryLesson; href: string; openedAt: string }[];
}

const HISTORY_PATH = '/api/teaching-history/mine';

export const fetchTeachingHistory = (signal?: AbortSignal) =>
  restRequest<{ data: TeachingHistory }>(HISTORY_PATH, { signal }).then((answer) => answer.data);

/** The same, as the server render asks it for a subscriber's home (entry-server.tsx): from the CMS it runs in. */
export async function fetchTeachingHistoryAt(
  apiOrigin: string,
  token: string,
  signal: AbortSignal,
): Promise<TeachingHistory> {
  const response = await fetch(`${apiOrigin}${HISTORY_PATH}`, {
    signal,
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${HISTORY_PATH} answered ${response.status}`);
  return ((await response.json()) as { data: TeachingHistory }).data;
}

/** The home route's loader data (app/routes/publicRoutes.ts): a subscriber's history, when the server read it. */
export interface HomeLoaderData {
  teachingHistory: TeachingHistory | null;
}

/** Notes on the server, for every browser the teacher uses, that they opened a lesson or showed a slide. */
export const recordInHistory = (event: 'opened' | 'position', path: string) =>
  restRequest(`/api/teaching-history/${event}`, { method: 'PUT', body: { data: { path } } });
