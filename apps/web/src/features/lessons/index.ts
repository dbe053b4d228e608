/**
 * What other features may use of lessons: the overview's query, which offline saving sends exactly as the page does.
 */
export { schemeLessonsQuery } from './api/lesson';
