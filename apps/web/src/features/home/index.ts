/**
 * What other features may use of the home: the hooks that keep a teacher's place (lesson mode, the lesson overview)
 * for the home's "Continue where you left off" and recently opened lessons.
 */
export { useRecordLessonOpened, useRecordLessonPosition } from './useTeachingHistory';
