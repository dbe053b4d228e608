import { answerWhenUnavailable } from '../../../delivery/class-sessions/unavailable';

/**
 * Class sessions (issue 47; src/delivery/class-sessions owns them). The teacher's calls are granted to subscribers
 * (lesson mode is theirs: src/access/permissions.ts) and each checks that the session is the caller's own; the pupils'
 * calls are open (`auth: false`) and take the pupil token the join answered, which opens that one session and nothing
 * else. Every call answers 503 with Retry-After while the sessions are out of reach
 * (src/delivery/class-sessions/unavailable.ts).
 */
const PUPIL = { auth: false as const, middlewares: [answerWhenUnavailable] };
const TEACHER = { policies: [], middlewares: [answerWhenUnavailable] };

export default {
  routes: [
    { method: 'POST', path: '/class-sessions', handler: 'class-session.start', config: TEACHER },
    { method: 'POST', path: '/class-sessions/join', handler: 'class-session.join', config: PUPIL },
    { method: 'GET', path: '/class-sessions/live/stream', handler: 'class-session.stream', config: PUPIL },
    { method: 'GET', path: '/class-sessions/live/lesson', handler: 'class-session.lesson', config: PUPIL },
    { method: 'GET', path: '/class-sessions/:id', handler: 'class-session.overview', config: TEACHER },
    { method: 'PUT', path: '/class-sessions/:id/slide', handler: 'class-session.showSlide', config: TEACHER },
    {
      method: 'PUT',
      path: '/class-sessions/:id/joining',
      handler: 'class-session.setJoining',
      config: TEACHER,
    },
    {
      method: 'DELETE',
      path: '/class-sessions/:id/pupils/:pupilId',
      handler: 'class-session.removePupil',
      config: TEACHER,
    },
    { method: 'DELETE', path: '/class-sessions/:id', handler: 'class-session.end', config: TEACHER },
  ],
};
