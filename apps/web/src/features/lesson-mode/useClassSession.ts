import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** What the two lesson-mode windows of a lesson (projector, presenter) say to each other about its class session. */
type ClassSessionMessage = { kind: 'class-session'; id: string | null } | { kind: 'class-session-hello' };

/**
 * A lesson's class session (issue 47), kept while lesson mode is open: leaving lesson mode ends it for everyone,
 * and so does closing the tab. The projector and the presenter window (`presenter`) show and control the same
 * session: whichever starts or ends it tells the other over a BroadcastChannel named after the lesson. The projector
 * owns it (it sends the slides, and leaving it ends the session); closing the presenter window leaves it running.
 */
export function useClassSessionState(lessonId: string | null, presenter = false): ClassSessionControls {
  const [session, setSession] = useState<ClassSessionView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sessionId = session?.id ?? null;
  /** What this session's pupils were last sent: a new session (started or told of) gets the current slide. */
  const sent = useRef<{ sessionId: string; slide: ClassSlide } | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  const current = useRef(session);
  useLayoutEffect(() => {
    current.current = session;
  });
  const tell = (message: ClassSessionMessage) => channel.current?.postMessage(message);

  const act = useCallback(async (action: () => Promise<ClassSessionView | null>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await action();
      setSession(next);
      return next;
    } catch (failure) {
      setError(errorMessage(failure));
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    if (!lessonId || typeof BroadcastChannel === 'undefined') return;
    const opened = new BroadcastChannel(`lesson-mode-class:${lessonId}`);
    channel.current = opened;
    let asked = 0;
    opened.onmessage = ({ data }: MessageEvent<ClassSessionMessage>) => {
      if (data?.kind === 'class-session-hello') {
        if (current.current)
          opened.postMessage({ kind: 'class-session', id: current.current.id } satisfies ClassSessionMessage);
      } else if (data?.kind === 'class-session') {
        const id = data.id;
        const ask = (asked += 1);
        if (!id) setSession(null);
        else
          classSessionOverview(id).then(
            (told) => ask === asked && setSession(told),
            () => undefined,
          );
      }
    };
    opened.postMessage({ kind: 'class-session-hello' } satisfies ClassSessionMessage);
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [lessonId]);

  useEffect(() => {
    if (!sessionId) return;
    const end = () => void endClassSession(sessionId);
    if (!presenter) window.addEventListener('pagehide', end);
    const controller = new AbortController();
    const timer = window.setInterval(() => {
      classSessionOverview(sessionId, controller.signal).then(setSession, (failure: { status?: number }) => {
        // Ended elsewhere (the other window, or at the end of the school day).
        if (failure.status === 404) setSession(null);
      });
    }, PUPILS_EVERY_MS);
    return () => {
      window.removeEventListener('pagehide', end);
      window.clearInterval(timer);
      controller.abort();
      if (!presenter) end();
    };
  }, [sessionId, presenter]);

  const show = useCallback(
    (slide: ClassSlide) => {
      const last = sent.current;
      if (
        !sessionId ||
        (last?.sessionId === sessionId && last.slide.id === slide.id && last.slide.blackout === slide.blackout)
      )
        return;
      sent.current = { sessionId, slide };
      showClassSlide(sessionId, slide).catch(() => undefined);
    },
    [sessionId],
  );

  return {
    lessonId,
    session,
    error,
    busy,
    start: async () => {
      const started = await act(async () => (lessonId ? startClassSession(lessonId) : null));
      if (started) tell({ kind: 'class-session', id: started.id });
    },
    end: async () => {
      const ended = await act(async () => {
        if (sessionId) await endClassSession(sessionId);
        return null;
      });
      if (ended === null) tell({ kind: 'class-session', id: null });
    },
    remove: async (pupilId) => void (await act(() => removeClassPupil(sessionId!, pupilId))),
    setLocked: async (locked) => void (await act(() => setClassJoining(sessionId!, locked))),
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
