import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { fetchVideoEmbed, parseVideoId } from './videoHost';

const OEMBED = 'https://vimeo.com/api/oembed.json';

describe('parseVideoId', () => {
  it.each([
    ['76979871', '76979871'],
    [76979871, '76979871'],
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    [{ url: 'https://vimeo.com/76979871' }, '76979871'],
  ])('accepts %j', (input, id) => {
    expect(parseVideoId(input)).toBe(id);
  });

  it.each([
    'https://evil.example.com/76979871',
    'http://vimeo.com/76979871',
    'javascript:alert(1)',
    'https://vimeo.com/about',
    '12ab',
    '',
    null,
    { url: 'https://youtube.com/watch?v=abc' },
  ])('refuses %j', (input) => {
    expect(parseVideoId(input)).toBeNull();
  });
});

describe('fetchVideoEmbed', () => {
  it('returns the title and shape from the oEmbed answer', async () => {
    server.use(
      http.get(OEMBED, ({ request }) => {
        expect(new URL(request.url).searchParams.get('url')).toBe('https://vimeo.com/42');
        return HttpResponse.json({ title: 'Meet the strings', width: 640, height: 360 });
      }),
    );
    expect(await fetchVideoEmbed('42')).toEqual({
      video: {
        id: '42',
        title: 'Meet the strings',
        aspectRatio: 640 / 360,
        playerUrl: 'https://player.vimeo.com/video/42?dnt=1',
      },
    });
  });

  it.each([
    [404, 'notFound'],
    [403, 'notEmbeddable'],
    [500, 'fetchFailed'],
  ])('maps HTTP %i to %s', async (status, error) => {
    server.use(http.get(OEMBED, () => new HttpResponse(null, { status })));
    expect(await fetchVideoEmbed('42')).toEqual({ error });
  });

  it('reports a network failure', async () => {
    server.use(http.get(OEMBED, () => HttpResponse.error()));
    expect(await fetchVideoEmbed('42')).toEqual({ error: 'fetchFailed' });
  });
});
