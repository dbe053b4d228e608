/** The lesson after this one in its unit, or null on the unit's last lesson (or a lesson the list lacks). */
export function nextLessonIn<T extends { documentId: string }>(
  lessons: readonly (T | null | undefined)[],
  lessonId: string,
): T | null {
  const present = lessons.flatMap((lesson) => (lesson ? [lesson] : []));
  const index = present.findIndex((lesson) => lesson.documentId === lessonId);
  return index >= 0 ? (present[index + 1] ?? null) : null;
}
