import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server';
import { VideoEmbed } from './VideoEmbed';

const OEMBED = 'https://vimeo.com/api/oembed.json';

describe('VideoEmbed', () => {
  it('embeds the host player for a valid video', async () => {
    server.use(http.get(OEMBED, () => HttpResponse.json({ title: 'Meet the strings', width: 640, height: 360 })));
    render(<VideoEmbed source={{ url: 'https://vimeo.com/42' }} />);
    const frame = await screen.findByTitle('Meet the strings');
    expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/42?dnt=1');
  });

  it("shows 'There was an error fetching the embed code' when the host fails", async () => {
    server.use(http.get(OEMBED, () => HttpResponse.error()));
    render(<VideoEmbed source="42" />);
    expect(await screen.findByText('There was an error fetching the embed code')).toBeInTheDocument();
  });

  it('shows the not-embeddable text', async () => {
    server.use(http.get(OEMBED, () => new HttpResponse(null, { status: 403 })));
    render(<VideoEmbed source="42" />);
    expect(await screen.findByText('This video cannot be embedded here.')).toBeInTheDocument();
  });

  it('refuses a URL of another host without calling anything', () => {
    render(<VideoEmbed source="https://evil.example.com/42" />);
    expect(screen.getByText('This video could not be found.')).toBeInTheDocument();
    expect(screen.queryByTitle(/.+/)).toBeNull();
  });
});
