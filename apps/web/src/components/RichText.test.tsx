import { render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { createApolloClient } from '../lib/apolloClient';
import { server } from '../test/server';
import { RichText, richTextSegments } from './RichText';

const XSS_PAYLOAD = [
  'Sing **loudly**.',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'onerror\'">',
  '<a href="javascript:window.__xss=\'href\'" onclick="window.__xss=\'click\'">Click me</a>',
  '[Markdown link](javascript:window.__xss=1)',
  '<iframe src="https://example.org/evil"></iframe>',
  '<svg><g onload="window.__xss=\'svg\'"></g></svg>',
  '<form action="https://example.org"><button>Send</button></form>',
  '<style>body { display: none }</style>',
].join('\n\n');

function renderRichText(markdown: string) {
  return render(
    <AppProviders client={createApolloClient({ redirect: () => {} })}>
      <RichText markdown={markdown} />
    </AppProviders>,
  );
}

describe('RichText (CMS rich text rendered safely, SPEC §7 audio shortcodes)', () => {
  it('renders an XSS payload inert: no script, event handler, javascript: link, frame, form or style survives', () => {
    const { container } = renderRichText(XSS_PAYLOAD);
    expect(container.querySelector('strong')).toHaveTextContent('loudly');
    expect(container.querySelectorAll('script, iframe, form, style')).toHaveLength(0);
    const attributes = [...container.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
    expect(attributes.filter((attribute) => attribute.name.startsWith('on'))).toEqual([]);
    expect(attributes.filter((attribute) => /javascript:/i.test(attribute.value))).toEqual([]);
    screen.getByText('Click me').click();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('cuts the text at audio shortcodes (the file id, quoted or not)', () => {
    expect(richTextSegments('Listen:\n\n[audio id="abc-1"]\n\nthen [AUDIO id=x_2 ] and [audio id=<b>]')).toEqual([
      { kind: 'markdown', markdown: 'Listen:\n\n' },
      { kind: 'audio', fileId: 'abc-1' },
      { kind: 'markdown', markdown: '\n\nthen ' },
      { kind: 'audio', fileId: 'x_2' },
      { kind: 'markdown', markdown: ' and [audio id=<b>]' },
    ]);
  });

  it('turns an audio shortcode into a player for that file, between the text around it', async () => {
    server.use(
      graphql.query('UploadedFile', ({ variables }) =>
        HttpResponse.json({
          data: {
            uploadFile:
              variables.id === 'echo-file'
                ? {
                    __typename: 'UploadFile',
                    documentId: 'echo-file',
                    url: '/uploads/echo.wav',
                    name: 'echo.wav',
                    ext: '.wav',
                    caption: 'Echo Song',
                    mime: 'audio/wav',
                  }
                : null,
          },
        }),
      ),
    );
    const { container } = renderRichText('Before the song.\n\n[audio id=echo-file]\n\nAfter the song.');
    const player = await screen.findByRole('group', { name: 'Echo Song' });
    expect(player.querySelector('audio')).toHaveAttribute('src', '/uploads/echo.wav');
    expect(container.textContent).not.toContain('[audio');
    const text = container.textContent ?? '';
    expect(text.indexOf('Before the song.')).toBeLessThan(text.indexOf('After the song.'));
    expect(
      player.compareDocumentPosition(screen.getByText('After the song.')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
