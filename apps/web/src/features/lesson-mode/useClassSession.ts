import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/rest';
import {
  classSessionOverview,
  endClassSession,
  removeClassPupil,
  setClassJoining,
  showClassSlide,
  startClassSession,
  type ClassSessionView,
  type ClassSlide,
} from './api/classSessions';

/** How often the teacher's panel asks who has joined. */
const PUPILS_EVERY_MS = 3000;

export interface ClassSessionControls {
  /** The lesson a session can be started for; null where lesson mode shows a playlist or one activity. */
  lessonId: string | null;
  session: ClassSessionView | null;
  error: string | null;
  busy: boolean;
  start(): Promise<void>;
  end(): Promise<void>;
  remove(pupilId: string): Promise<void>;
  setLocked(locked: boolean): Promise<void>;
  /** Tells the pupils' screens where the teacher is (sent only when it changed). */
  show(slide: ClassSlide): void;
}

/**
 * A lesson's class session (issue 47), kept while lesson mode is open: leaving lesson mode ends it for everyone,
 * and so does closing the tab.
 */
export function useClassSessionState(lessonId: string | null): ClassSessionControls {
  const [session, setSession] = useState<ClassSessionView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sessionId = session?.id ?? null;
  const lastSlide = useRef<ClassSlide | null>(null);

  const act = useCallback(async (action: () => Promise<ClassSessionView | null>) => {
    setBusy(true);
    setError(null);
    try {
      setSession(await action());
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    if (!sessionId) return;
    const end = () => void endClassSession(sessionId);
    window.addEventListener('pagehide', end);
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      classSessionOverview(sessionId, controller.signal).then(setSession, () => undefined);
    }, PUPILS_EVERY_MS);
    return () => {
      window.removeEventListener('pagehide', end);
      window.clearInterval(timer);
      controller.abort();
      end();
    };
  }, [sessionId]);

  const show = useCallback(
    (slide: ClassSlide) => {
      const last = lastSlide.current;
      lastSlide.current = slide;
      if (!sessionId || (last && last.id === slide.id && last.blackout === slide.blackout)) return;
      showClassSlide(sessionId, slide).catch(() => undefined);
    },
    [sessionId],
  );

  return {
    lessonId,
    session,
    error,
    busy,
    start: () =>
      act(async () => {
        if (!lessonId) return null;
        const started = await startClassSession(lessonId);
        // The class joins where the teacher already is.
        if (lastSlide.current) return showClassSlide(started.id, lastSlide.current);
        return started;
      }),
    end: () =>
      act(async () => {
        if (sessionId) await endClassSession(sessionId);
        return null;
      }),
    remove: (pupilId) => act(() => removeClassPupil(sessionId!, pupilId)),
    setLocked: (locked) => act(() => setClassJoining(sessionId!, locked)),
    show,
  };
}

const NO_SESSION: ClassSessionControls = {
  lessonId: null,
  session: null,
  error: null,
  busy: false,
  start: async () => undefined,
  end: async () => undefined,
  remove: async () => undefined,
  setLocked: async () => undefined,
  show: () => undefined,
};

export const ClassSessionContext = createContext<ClassSessionControls>(NO_SESSION);

export const useClassSession = () => useContext(ClassSessionContext);
