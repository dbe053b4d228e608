import { graphql } from './client';

interface LessonSize {
  documentId: string;
  activities: unknown[];
  activity_pool: unknown[];
  activities_above: unknown[];
}

/** The seeded lessons with the most activities (every list counted), biggest first: the deepest slideshow trees. */
export async function biggestLessons(token: string, count: number): Promise<string[]> {
  const { data } = await graphql<{ lessons: LessonSize[] }>(
    `
      {
        lessons(pagination: { limit: 500 }) {
          documentId
          activities {
            id
          }
          activity_pool {
            documentId
          }
          activities_above {
            documentId
          }
        }
      }
    `,
    {},
    token,
  );
  const size = (lesson: LessonSize) =>
    lesson.activities.length + lesson.activity_pool.length + lesson.activities_above.length;
  return [...data!.lessons]
    .sort((a, b) => size(b) - size(a))
    .slice(0, count)
    .map((lesson) => lesson.documentId);
}
