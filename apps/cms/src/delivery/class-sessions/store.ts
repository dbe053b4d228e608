import type { ClassPupil, ClassSlidePlace } from '@classroom/contracts';
import type { RedisConnection } from '../../platform/redis';

/** What the CMS keeps of a class session: the teacher's lesson and where it is. Pupils are kept beside it. */
export interface ClassSession {
  id: string;
  code: string;
  teacherId: number;
  lessonDocumentId: string;
  startedAt: string;
  expiresAt: string;
  locked: boolean;
  ended: boolean;
  /** The slide the teacher shows: its position in lesson mode's order (from 1) and its id when it has one. */
  slide: ClassSlidePlace;
  blackout: boolean;
}

/** A pupil is a name the child typed, nothing else, kept for the session's life. */
export type Pupil = ClassPupil;

export interface PupilSeat {
  sessionId: string;
  pupilId: string;
}

/**
 * Where sessions live: Redis with REDIS_URL (every process sees every session, each key gone when its session's day
 * is), else this process's memory. Every key expires with its session, ended or not, so nothing of a child outlives it.
 */
export interface ClassSessionStore {
  /** Keeps the code for this session unless another session holds it; false when taken. */
  claimCode(code: string, sessionId: string, expiresAt: string): Promise<boolean>;
  sessionIdOf(code: string): Promise<string | undefined>;
  save(session: ClassSession): Promise<void>;
  load(sessionId: string): Promise<ClassSession | undefined>;
  addPupil(session: ClassSession, pupil: Pupil, tokenHash: string): Promise<void>;
  pupils(sessionId: string): Promise<Pupil[]>;
  removePupil(sessionId: string, pupilId: string): Promise<boolean>;
  seatOf(tokenHash: string): Promise<PupilSeat | undefined>;
}

const msUntil = (expiresAt: string) => Math.max(1, Date.parse(expiresAt) - Date.now());

export function memoryStore(): ClassSessionStore {
  const expiring = <T>() => {
    const entries = new Map<string, { value: T; until: number }>();
    return {
      get(key: string): T | undefined {
        const entry = entries.get(key);
        if (!entry) return undefined;
        if (entry.until > Date.now()) return entry.value;
        entries.delete(key);
        return undefined;
      },
      set(key: string, value: T, expiresAt: string) {
        // Sweep the expired now and then, so a long-running process keeps no child's name past its session.
        if (entries.size % 100 === 99) for (const name of [...entries.keys()]) this.get(name);
        entries.set(key, { value, until: Date.parse(expiresAt) });
      },
    };
  };
  const codes = expiring<string>();
  const sessions = expiring<ClassSession>();
  const pupilsOf = expiring<Map<string, string>>();
  const seats = expiring<PupilSeat>();
  return {
    async claimCode(code, sessionId, expiresAt) {
      if (codes.get(code)) return false;
      codes.set(code, sessionId, expiresAt);
      return true;
    },
    sessionIdOf: async (code) => codes.get(code),
    async save(session) {
      sessions.set(session.id, { ...session }, session.expiresAt);
    },
    async load(sessionId) {
      const session = sessions.get(sessionId);
      return session && { ...session };
    },
    async addPupil(session, pupil, hash) {
      const names = pupilsOf.get(session.id) ?? new Map<string, string>();
      names.set(pupil.id, pupil.name);
      pupilsOf.set(session.id, names, session.expiresAt);
      seats.set(hash, { sessionId: session.id, pupilId: pupil.id }, session.expiresAt);
    },
    pupils: async (sessionId) =>
      [...(pupilsOf.get(sessionId) ?? new Map<string, string>())].map(([id, name]) => ({ id, name })),
    removePupil: async (sessionId, pupilId) => pupilsOf.get(sessionId)?.delete(pupilId) ?? false,
    seatOf: async (hash) => seats.get(hash),
  };
}

/**
 * The sessions could not be read or kept (Redis out of reach or too slow): the class calls answer 503 with
 * Retry-After (`answerWhenUnavailable`), which the pupils' pages and lesson mode wait out, never a 500.
 */
export class ClassSessionsUnavailable extends Error {
  constructor(cause: unknown) {
    super(`Class sessions are out of reach: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ClassSessionsUnavailable';
  }
}

/** The store with every failure of its own as ClassSessionsUnavailable. */
function unavailableOnFailure(store: ClassSessionStore): ClassSessionStore {
  const guarded = {} as Record<keyof ClassSessionStore, unknown>;
  for (const [name, method] of Object.entries(store) as [keyof ClassSessionStore, (...args: unknown[]) => unknown][]) {
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await method(...args);
      } catch (error) {
        throw new ClassSessionsUnavailable(error);
      }
    };
  }
  return guarded as ClassSessionStore;
}

export function redisStore(redis: RedisConnection): ClassSessionStore {
  return unavailableOnFailure(redisCalls(redis));
}

function redisCalls(redis: RedisConnection): ClassSessionStore {
  const { client } = redis;
  const sessionKey = (id: string) => `class-session:${id}`;
  const pupilsKey = (id: string) => `class-session-pupils:${id}`;
  return {
    async claimCode(code, sessionId, expiresAt) {
      return (await client.set(`class-session-code:${code}`, sessionId, 'PX', msUntil(expiresAt), 'NX')) === 'OK';
    },
    sessionIdOf: async (code) => (await client.get(`class-session-code:${code}`)) ?? undefined,
    async save(session) {
      await client.set(sessionKey(session.id), JSON.stringify(session), 'PX', msUntil(session.expiresAt));
    },
    async load(sessionId) {
      const saved = await client.get(sessionKey(sessionId));
      return saved ? (JSON.parse(saved) as ClassSession) : undefined;
    },
    async addPupil(session, pupil, hash) {
      const ttl = msUntil(session.expiresAt);
      await client
        .multi()
        .hset(pupilsKey(session.id), pupil.id, pupil.name)
        .pexpire(pupilsKey(session.id), ttl)
        .set(`class-session-pupil:${hash}`, `${session.id} ${pupil.id}`, 'PX', ttl)
        .exec();
    },
    async pupils(sessionId) {
      return Object.entries(await client.hgetall(pupilsKey(sessionId))).map(([id, name]) => ({ id, name }));
    },
    removePupil: async (sessionId, pupilId) => (await client.hdel(pupilsKey(sessionId), pupilId)) > 0,
    async seatOf(hash) {
      const seat = await client.get(`class-session-pupil:${hash}`);
      if (!seat) return undefined;
      const [sessionId, pupilId] = seat.split(' ');
      return { sessionId, pupilId };
    },
  };
}
