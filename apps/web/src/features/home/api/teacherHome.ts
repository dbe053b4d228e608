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

export const fetchTeachingHistory = (signal?: AbortSignal) =>
  restRequest<{ data: TeachingHistory }>('/api/teaching-history/mine', { signal }).then((answer) => answer.data);

/** Notes on the server, for every browser the teacher uses, that they opened a lesson or showed a slide. */
export const recordInHistory = (event: 'opened' | 'position', path: string) =>
  restRequest(`/api/teaching-history/${event}`, { method: 'PUT', body: { data: { path } } });
