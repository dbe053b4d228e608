import { useContext, useEffect } from 'react';
import { PageHeadContext } from '../../components/PageTitle';

/** SPEC-GUIDE §9: lesson-mode titles end in '(Lesson mode)' (no site name: the projector shows the tab title). */
export function useLessonModeTitle(title: string) {
  const lessonModeTitle = `${title} (Lesson mode)`;
  // A subscriber's lesson rendered on the server (issue 44) names its page here: there is no document yet.
  useContext(PageHeadContext)?.({ title: lessonModeTitle, name: title });
  useEffect(() => {
    document.title = lessonModeTitle;
  }, [lessonModeTitle]);
}
