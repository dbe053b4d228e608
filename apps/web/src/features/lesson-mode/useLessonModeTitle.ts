import { useEffect } from 'react';

/** SPEC-GUIDE §9: lesson-mode titles end in '(Lesson mode)' (no site name: the projector shows the tab title). */
export function useLessonModeTitle(title: string) {
  useEffect(() => {
    document.title = `${title} (Lesson mode)`;
  }, [title]);
}
