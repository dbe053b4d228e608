import { PassThrough } from 'node:stream';
import type {
  ClassSessionView,
  ClassSlideMove,
  ClassStreamEvents,
  JoinedClass,
  PupilLesson,
} from '@classroom/contracts';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Context } from 'koa';
import { z } from 'zod';
import { appUrl } from '../../../platform/http/app-url';
import { fieldErrorsOf, invalidFields } from '../../../platform/http/field-errors';
import {
  classSessions,
  pupilState,
  type ClassEvent,
  type ClassSession,
  type PupilRefusal,
} from '../../../delivery/class-sessions';
import { countJoinFailure, joinWait } from '../../../delivery/class-sessions/join-limits';
import { withPupilFileAddresses } from '../../../delivery/class-sessions/pupil-lesson';

/** What each refused pupil is told, in words a child reads. */
export const PUPIL_MESSAGES: Record<PupilRefusal, { status: number; name: string; message: string }> = {
  unknown: {
    status: 404,
    name: 'NotFoundError',
    message: 'There is no class with that code. Check the code on your teacher’s screen.',
  },
  ended: { status: 410, name: 'GoneError', message: 'That lesson has ended.' },
  locked: { status: 403, name: 'ForbiddenError', message: 'Your teacher has closed joining for this class.' },
  removed: { status: 403, name: 'ForbiddenError', message: 'You were removed from this class.' },
};

const joinBody = z
  .object({
    code: z
      .string({ error: 'Type the code from your teacher’s screen' })
      .trim()
      .min(1, 'Type the code from your teacher’s screen'),
    name: z
      .string({ error: 'Type your first name or a nickname' })
      .trim()
      .min(1, 'Type your first name or a nickname')
      .max(30, 'Use at most 30 letters for your name'),
  })
  .strict();

const startBody = z.object({ lesson: z.string().trim().min(1, 'Which lesson?').max(64) }).strict();
const slideBody: z.ZodType<ClassSlideMove> = z
  .object({
    position: z.number().int().min(1),
    id: z
      .union([z.string().max(200), z.number().transform(String)])
      .nullable()
      .optional(),
    blackout: z.boolean().optional(),
  })
  .strict();
const joiningBody = z.object({ locked: z.boolean() }).strict();

function parse<T>(schema: z.ZodType<T>, body: unknown, keys: readonly string[]): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw invalidFields(fieldErrorsOf(result.error, keys));
  return result.data;
}

const bodyOf = (ctx: Context) => (ctx.request as unknown as { body?: unknown }).body;

function refusePupil(ctx: Context, refusal: PupilRefusal) {
  const { status, name, message } = PUPIL_MESSAGES[refusal];
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: { reason: refusal } } };
}

/** The pupil token: a header for calls, `?token=` for the stream (EventSource sends no headers). */
const pupilTokenOf = (ctx: Context) =>
  ctx.get('x-pupil-token') || (typeof ctx.query.token === 'string' ? ctx.query.token : undefined);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const sessions = () => classSessions(strapi);

  const teacherView = async (session: ClassSession): Promise<ClassSessionView> => {
    const pupils = await sessions().pupils(session);
    return {
      id: session.id,
      code: session.code,
      joinUrl: `${appUrl(strapi)}/join?code=${session.code}`,
      expiresAt: session.expiresAt,
      lesson: session.lessonDocumentId,
      locked: session.locked,
      slide: session.slide,
      blackout: session.blackout,
      pupils: pupils.sort((a, b) => a.name.localeCompare(b.name)),
      pupilCount: pupils.length,
    };
  };

  /** The caller's own running session, or the error that says why not. */
  async function ownSession(ctx: Context): Promise<ClassSession> {
    const session = await sessions().ofTeacher(String(ctx.params.id), ctx.state.user.id as number);
    if (session === 'other') throw new errors.ForbiddenError('This class session is another teacher’s.');
    if (!session) throw new errors.NotFoundError('This class session has ended.');
    return session;
  }

  return {
    /** POST /api/class-sessions { lesson }: the subscriber's new session for a lesson in lesson mode. */
    async start(ctx: Context) {
      const { lesson } = parse(startBody, bodyOf(ctx), ['lesson']);
      if (!(await sessions().hasLessonMode(lesson)))
        throw new errors.NotFoundError('This lesson cannot be shown in lesson mode.');
      const session = await sessions().start(ctx.state.user.id as number, lesson);
      ctx.status = 201;
      ctx.body = { data: await teacherView(session) };
    },

    /** GET /api/class-sessions/:id: the teacher's panel: the code, who has joined, where the class is. */
    async overview(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: await teacherView(await ownSession(ctx)) };
    },

    async showSlide(ctx: Context) {
      const session = await ownSession(ctx);
      const { position, id, blackout } = parse(slideBody, bodyOf(ctx), ['position', 'id', 'blackout']);
      const moved = await sessions().showSlide(session, { position, id: id ?? null }, blackout ?? false);
      ctx.body = { data: await teacherView(moved) };
    },

    async setJoining(ctx: Context) {
      const session = await ownSession(ctx);
      const { locked } = parse(joiningBody, bodyOf(ctx), ['locked']);
      ctx.body = { data: await teacherView(await sessions().setLocked(session, locked)) };
    },

    async removePupil(ctx: Context) {
      const session = await ownSession(ctx);
      if (!(await sessions().removePupil(session, String(ctx.params.pupilId))))
        throw new errors.NotFoundError('This pupil has already left.');
      ctx.body = { data: await teacherView(session) };
    },

    async end(ctx: Context) {
      await sessions().end(await ownSession(ctx));
      ctx.status = 204;
    },

    /** POST /api/class-sessions/join { code, name }: public, limited per client address. */
    async join(ctx: Context) {
      const wait = await joinWait(strapi, ctx.ip);
      if (wait) {
        ctx.set('Retry-After', String(wait));
        ctx.status = 429;
        ctx.body = {
          data: null,
          error: {
            status: 429,
            name: 'RateLimitError',
            message: 'Too many wrong codes. Wait a few minutes, then check the code with your teacher.',
            details: {},
          },
        };
        return;
      }
      const { code, name } = parse(joinBody, bodyOf(ctx), ['code', 'name']);
      const joined = await sessions().join(code, name);
      if (typeof joined === 'string') {
        if (joined === 'unknown') await countJoinFailure(strapi, ctx.ip);
        return refusePupil(ctx, joined);
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      const answer: JoinedClass = { token: joined.token, name, ...pupilState(joined.session) };
      ctx.body = { data: answer };
    },

    /** GET /api/class-sessions/live/lesson: the session lesson's lesson-mode slides, on the teacher's subscription. */
    async lesson(ctx: Context) {
      const seat = await sessions().seat(pupilTokenOf(ctx));
      if (!seat.ok) return refusePupil(ctx, seat.refusal);
      if (!(await sessions().teacherStillTeaches(seat.session))) return refusePupil(ctx, 'ended');
      const lesson = await sessions().lessonForPupils(seat.session.lessonDocumentId);
      if (!lesson) return refusePupil(ctx, 'ended');
      ctx.set('Cache-Control', 'private, no-store');
      const answer: PupilLesson = {
        lesson: withPupilFileAddresses(lesson, pupilTokenOf(ctx)!),
        ...pupilState(seat.session),
      };
      ctx.body = { data: answer };
    },

    /**
     * GET /api/class-sessions/live/stream?token=: server-sent events: `state` at once (so a reconnecting pupil rejoins
     * at the current slide) and on every slide change or blackout, then `removed` or `ended`, after which it closes.
     */
    async stream(ctx: Context) {
      const seat = await sessions().seat(pupilTokenOf(ctx));
      if (!seat.ok) return refusePupil(ctx, seat.refusal);
      const { session, pupil } = seat;
      const out = new PassThrough();
      // Each event must leave at once: no compression buffer, no idle timeout, no proxy buffering.
      (ctx as unknown as { compress: boolean }).compress = false;
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
      ctx.status = 200;
      ctx.body = out;

      const send = <Name extends keyof ClassStreamEvents>(event: Name, data: ClassStreamEvents[Name]) =>
        out.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      let stopFollowing = () => undefined as void;
      // A comment now and then keeps proxies from closing a quiet stream, and ends it when the school day is over.
      const heartbeat = setInterval(() => {
        if (Date.parse(session.expiresAt) <= Date.now()) {
          send('ended', {});
          close();
        } else out.write(': still here\n\n');
      }, 20_000);
      const close = () => {
        stopFollowing();
        clearInterval(heartbeat);
        out.end();
      };
      const sendCurrent = async () => {
        const now = await sessions().current(session.id);
        const state = now && pupilState(now);
        if (!state || state.ended) {
          send('ended', {});
          close();
        } else send('state', state);
      };
      const onEvent = (event: ClassEvent) => {
        if (event.type === 'slide')
          send('state', { ...pupilState(session), slide: event.slide, blackout: event.blackout });
        else if (event.type === 'ended') {
          send('ended', {});
          close();
        } else if (event.pupilId === pupil.id) {
          send('removed', {});
          close();
        }
      };
      stopFollowing = sessions().events.follow(session.id, onEvent, () => void sendCurrent());
      ctx.req.on('close', close);
      out.write('retry: 2000\n\n');
      send('state', pupilState(session));
    },
  };
};
