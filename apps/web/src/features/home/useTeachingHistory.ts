import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../components/useSession';
import { errorMessage } from '../../lib/rest';
import { fetchTeachingHistory, recordInHistory, type TeachingHistory } from './api/teacherHome';

const LESSON = '/[^/]+/[^/]+/(?:unit|custom-unit)/[^/]+/lesson/[^/]+';
/** A lesson's overview, and lesson mode at one of its slides (the addresses the CMS keeps). */
const LESSON_OVERVIEW_PATH = new RegExp(`^${LESSON}$`);
const LESSON_SLIDE_PATH = new RegExp(`^${LESSON}/slides/[^/]+/[0-9]+(?:/[^/]+/[0-9]+)?$`);

/** How long a slide stays on screen before it counts as where the teacher is: paging through sends one write. */
export const POSITION_DELAY_MS = 800;

// A failed note (offline, signed out meanwhile) costs the teacher nothing: the next slide tries again.
const record = (event: 'opened' | 'position', path: string) => void recordInHistory(event, path).catch(() => undefined);

/** Lesson mode: keeps the slide on screen as the teacher's place, for "Continue where you left off" on any browser. */
export function useRecordLessonPosition(): void {
  const { pathname, search } = useLocation();
  const { activeSubscriber } = useSession();
  const pending = useRef<string | null>(null);
  // The presenter window follows the projector: one of the two is enough.
  const presenter = new URLSearchParams(search).get('view') === 'presenter';
  const path = activeSubscriber && !presenter && LESSON_SLIDE_PATH.test(pathname) ? pathname : null;

  useEffect(() => {
    pending.current = path;
    if (!path) return;
    const timer = setTimeout(() => {
      pending.current = null;
      record('position', path);
    }, POSITION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path]);

  // Leaving lesson mode before the delay still keeps the last slide.
  useEffect(
    () => () => {
      if (pending.current) record('position', pending.current);
    },
    [],
  );
}

/** A lesson overview: notes the lesson as recently opened. */
export function useRecordLessonOpened(): void {
  const { pathname } = useLocation();
  const { activeSubscriber } = useSession();
  const path = activeSubscriber && LESSON_OVERVIEW_PATH.test(pathname) ? pathname : null;
  useEffect(() => {
    if (path) record('opened', path);
  }, [path]);
}

/** The history asked ahead (preloadTeachingHistory) for the home about to show, until that home takes it. */
let historyAhead: Promise<TeachingHistory> | null = null;

/** Asks for the teacher's history now, for the home their route is about to show (issue 44). */
export function preloadTeachingHistory(): void {
  historyAhead = fetchTeachingHistory();
  historyAhead.catch(() => undefined);
}

/**
 * The teacher's history for their home; nothing is asked for when `enabled` is false, nor when the page came with it
 * (`rendered`: the server rendered the home with it, and the browser hydrates that).
 */
export function useTeachingHistory(enabled: boolean, rendered?: TeachingHistory | null) {
  const [state, setState] = useState<{ history?: TeachingHistory; error?: string }>(
    rendered ? { history: rendered } : {},
  );
  const hasRendered = Boolean(rendered);
  useEffect(() => {
    if (!enabled || hasRendered) return;
    const controller = new AbortController();
    const ahead = historyAhead;
    historyAhead = null;
    (ahead ?? fetchTeachingHistory(controller.signal))
      .then((history) => {
        if (!controller.signal.aborted) setState({ history });
      })
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ error: errorMessage(error) });
      });
    return () => controller.abort();
  }, [enabled, hasRendered]);
  return { ...state, loading: enabled && !state.history && !state.error };
}
