import type { BrowserContext } from 'playwright-core';

/**
 * The video host (Vimeo) faked at the browser's network boundary: its oEmbed answers and a small player page that
 * speaks the host player's postMessage protocol (ready, method calls answered by name, subscribed events), so the
 * web app's embed and the official player library run as they do against the real host. Requests to the host are
 * answered inside the browser (Playwright routes), so no name resolution or certificate is involved.
 */

export interface FakeVideo {
  title: string;
  width: number;
  height: number;
}

/** The seeded demo film (apps/cms/src/seed/context.ts DEMO_VIDEO). */
export const DEMO_FILM: Record<string, FakeVideo> = {
  '76979871': { title: 'The demo film (fake host)', width: 640, height: 360 },
};

/** The player page. Its visible state ('playing'/'paused') is what journeys read through the frame. */
const PLAYER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fake player</title></head>
<body>
<button id="play" type="button">Play</button>
<p id="state">paused</p>
<script>
  const state = { paused: true, seconds: 0, rate: 1, listening: new Set() };
  const send = (message) => parent.postMessage(message, '*');
  const data = () => ({ seconds: state.seconds, percent: state.seconds / 60, duration: 60 });
  const emit = (event, payload) => { if (state.listening.has(event)) send({ event, data: payload }); };
  function setPaused(paused) {
    if (state.paused === paused) return;
    state.paused = paused;
    document.getElementById('state').textContent = paused ? 'paused' : 'playing';
    emit(paused ? 'pause' : 'play', data());
  }
  setInterval(() => {
    if (state.paused) return;
    state.seconds += 0.25 * state.rate;
    emit('timeupdate', data());
  }, 250);
  window.addEventListener('message', (event) => {
    const { method, value } = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
    let answer;
    if (method === 'addEventListener') state.listening.add(value);
    if (method === 'removeEventListener') state.listening.delete(value);
    if (method === 'play') setPaused(false);
    if (method === 'pause') setPaused(true);
    if (method === 'setCurrentTime') { state.seconds = value; answer = value; emit('seeked', data()); }
    if (method === 'setPlaybackRate') { state.rate = value; answer = value; emit('playbackratechange', { playbackRate: value }); }
    if (method === 'getPaused') answer = state.paused;
    if (method === 'getCurrentTime') answer = state.seconds;
    send(answer === undefined ? { method } : { method, value: answer });
  });
  document.getElementById('play').addEventListener('click', () => setPaused(false));
  send({ event: 'ready' });
</script>
</body></html>`;

/** Answers the host's requests from this browser context: `videos` are found, any other id is a 404 (not found). */
export async function fakeVideoHost(context: BrowserContext, videos: Record<string, FakeVideo> = DEMO_FILM) {
  await context.route('https://vimeo.com/api/oembed.json?**', async (route) => {
    const asked = new URL(route.request().url()).searchParams.get('url') ?? '';
    const video = videos[asked.split('/').pop() ?? ''];
    const headers = { 'access-control-allow-origin': '*' };
    if (!video) return route.fulfill({ status: 404, headers, contentType: 'application/json', body: '404 Not Found' });
    return route.fulfill({ headers, json: { type: 'video', provider_name: 'Vimeo', version: '1.0', ...video } });
  });
  await context.route('https://player.vimeo.com/video/**', (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: PLAYER_PAGE }),
  );
}
