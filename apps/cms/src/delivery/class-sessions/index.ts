/**
 * Class sessions (issue 47): a teacher in lesson mode starts a session, pupils join it with a short code and a first
 * name on their own devices, and their screens follow the teacher's slide live.
 *
 * This folder owns the sessions (./store.ts: Redis with REDIS_URL, else this process's memory), their codes and pupil
 * tokens (./codes.ts), the fan-out of the teacher's moves to the pupils' streams (./events.ts: Redis pub/sub or
 * in-process), the join limits (./join-limits.ts) and the one read pupils make, the session lesson's lesson-mode
 * slides (./pupil-lesson.ts). It may use src/redis, src/access/as-system and src/sign-in-limits' address rule; the
 * routes are src/api/class-session. Nothing is kept about a child but the name they type, for the session's life.
 */
import type { ClassState, PupilRefusal } from '@classroom/contracts';
import type { Core } from '@strapi/strapi';
import { callerOfUser } from '../../access/caller';
import { changeSignals } from '../../platform/changes';
import { onePerStrapi } from '../../platform/one-per-strapi';
import { redisConnection } from '../../platform/redis';
import { newId, newJoinCode, newPupilToken, normalizeJoinCode, tokenHash } from './codes';
import { classEvents, type ClassEvents } from './events';
import { filePathsOf, hasLessonMode, lessonModeLesson } from './pupil-lesson';
import { memoryStore, redisStore, type ClassSession, type ClassSessionStore, type Pupil } from './store';

export type { ClassSession, Pupil } from './store';
export type { ClassEvent } from './events';
/** Why a pupil cannot join or go on (packages/contracts); the controller words each. */
export type { PupilRefusal } from '@classroom/contracts';

/** At most a school day. */
export const SESSION_HOURS = 8;

export type Seat = { ok: true; session: ClassSession; pupil: Pupil } | { ok: false; refusal: PupilRefusal };

/** What a pupil's screen needs to know of the session: where the teacher is, nothing about anyone else. */
export const pupilState = (session: ClassSession): ClassState => ({
  lessonDocumentId: session.lessonDocumentId,
  slide: session.slide,
  blackout: session.blackout,
  ended: isOver(session),
});

const isOver = (session: ClassSession) => session.ended || Date.parse(session.expiresAt) <= Date.now();

/**
 * What the teacher does to a running session: kept in the store, then told to every process's pupils through the
 * events. Any process may do it, whichever process each pupil's stream is on (tests/class-sessions.test.ts plays
 * a second process with these and the Redis ones).
 */
export function teacherMoves(store: ClassSessionStore, events: ClassEvents) {
  return {
    async showSlide(session: ClassSession, slide: ClassSession['slide'], blackout: boolean) {
      const moved = { ...session, slide, blackout };
      await store.save(moved);
      await events.publish({ type: 'slide', sessionId: moved.id, slide, blackout });
      return moved;
    },

    async removePupil(session: ClassSession, pupilId: string): Promise<boolean> {
      if (!(await store.removePupil(session.id, pupilId))) return false;
      await events.publish({ type: 'removed', sessionId: session.id, pupilId });
      return true;
    },

    /** Ends at once for everyone: the code and every pupil token stop, and the streams are told. */
    async end(session: ClassSession) {
      await store.save({ ...session, ended: true });
      await events.publish({ type: 'ended', sessionId: session.id });
    },
  };
}

function createClassSessions(strapi: Core.Strapi) {
  const redis = redisConnection(strapi);
  const store: ClassSessionStore = redis ? redisStore(redis) : memoryStore();
  const events: ClassEvents = classEvents(redis);
  const moves = teacherMoves(store, events);
  // A class of thirty reads one lesson thirty times at once: one read per lesson until the content changes.
  const lessons = new Map<string, ReturnType<typeof lessonModeLesson>>();
  changeSignals(strapi).onContentChange(() => lessons.clear());

  return {
    events,

    /** Lesson mode's rule: a published lesson that has lesson mode (the caller's role was checked by the route). */
    hasLessonMode: (documentId: string) => hasLessonMode(strapi, documentId),

    /** The slides pupils of a session read (src/delivery/class-sessions/pupil-lesson.ts). */
    lessonForPupils(documentId: string) {
      let lesson = lessons.get(documentId);
      if (!lesson) {
        if (lessons.size > 200) lessons.clear();
        lesson = lessonModeLesson(strapi, documentId);
        lesson.catch(() => lessons.delete(documentId));
        lessons.set(documentId, lesson);
      }
      return lesson;
    },

    async start(teacherId: number, lessonDocumentId: string): Promise<ClassSession> {
      const startedAt = new Date();
      const expiresAt = new Date(startedAt.getTime() + SESSION_HOURS * 3_600_000).toISOString();
      const id = newId();
      let code = newJoinCode();
      // A clash with a running session's code is rare (31^6 codes); pick again.
      while (!(await store.claimCode(code, id, expiresAt))) code = newJoinCode();
      const session: ClassSession = {
        id,
        code,
        teacherId,
        lessonDocumentId,
        startedAt: startedAt.toISOString(),
        expiresAt,
        locked: false,
        ended: false,
        slide: { position: 1, id: null },
        blackout: false,
      };
      await store.save(session);
      return session;
    },

    /** The session if this teacher runs it: undefined when there is none, 'other' when it is someone else's. */
    async ofTeacher(sessionId: string, teacherId: number): Promise<ClassSession | undefined | 'other'> {
      const session = await store.load(sessionId);
      if (!session || isOver(session)) return undefined;
      return session.teacherId === teacherId ? session : 'other';
    },

    pupils: (session: ClassSession) => store.pupils(session.id),

    ...moves,

    async setLocked(session: ClassSession, locked: boolean) {
      const changed = { ...session, locked };
      await store.save(changed);
      return changed;
    },

    async join(typedCode: string, name: string): Promise<{ token: string; session: ClassSession } | PupilRefusal> {
      const code = normalizeJoinCode(typedCode);
      const sessionId = code && (await store.sessionIdOf(code));
      const session = sessionId ? await store.load(sessionId) : undefined;
      if (!session) return 'unknown';
      if (isOver(session)) return 'ended';
      if (session.locked) return 'locked';
      const token = newPupilToken();
      await store.addPupil(session, { id: newId(), name }, tokenHash(token));
      return { token, session };
    },

    /** Who a pupil token seats, while their session runs and they are in it. */
    async seat(token: string | undefined): Promise<Seat> {
      const seat = token ? await store.seatOf(tokenHash(token)) : undefined;
      const session = seat && (await store.load(seat.sessionId));
      if (!seat || !session) return { ok: false, refusal: 'unknown' };
      if (isOver(session)) return { ok: false, refusal: 'ended' };
      const pupil = (await store.pupils(session.id)).find((candidate) => candidate.id === seat.pupilId);
      return pupil ? { ok: true, session, pupil } : { ok: false, refusal: 'removed' };
    },

    /** The uploaded files a pupil token opens: its session lesson's, while the pupil is in the session. */
    async filesOpenedBy(token: string): Promise<Set<string>> {
      const seat = await this.seat(token);
      if (!seat.ok || !(await this.teacherStillTeaches(seat.session))) return new Set();
      return filePathsOf(await this.lessonForPupils(seat.session.lessonDocumentId));
    },

    /** The session's state now, as a stream sends it on (re)connecting; undefined once it is gone. */
    async current(sessionId: string) {
      return store.load(sessionId);
    },

    /** Whether the teacher who started the session still has lesson mode (their subscription), as a pupil reads. */
    async teacherStillTeaches(session: ClassSession): Promise<boolean> {
      const teacher = await strapi.db.query('plugin::users-permissions.user').findOne({
        where: { id: session.teacherId },
        populate: { role: { select: ['type'] } },
      });
      return Boolean(teacher && !teacher.blocked && callerOfUser(teacher).level === 'subscriber');
    },
  };
}

export type ClassSessions = ReturnType<typeof createClassSessions>;

export const classSessions: (strapi: Core.Strapi) => ClassSessions = onePerStrapi(createClassSessions);
