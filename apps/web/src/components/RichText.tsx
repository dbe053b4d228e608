import { useQuery } from '@apollo/client/react';
import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { useMemo } from 'react';
import { graphql } from '../gql';
import { AudioPlayer } from './AudioPlayer';

/**
 * CMS rich text is Markdown (possibly with HTML); it is rendered, then sanitised, before it reaches the DOM.
 * Beyond DOMPurify's defaults (no script, event handler or javascript: URL), content may not restyle the page or post
 * a form elsewhere.
 */
export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'] });
}

/**
 * SPEC §7 "Rich-text audio shortcodes become audio players by id". An editor writes `[audio id=FILE]` (quotes
 * around FILE allowed), FILE being the documentId of an audio file in the Media Library; the player takes the
 * place of the shortcode. Ids are letters, digits, '-' and '_' only, so nothing else can ride in on one.
 */
const AUDIO_SHORTCODE = /\[audio\s+id\s*=\s*["']?([A-Za-z0-9_-]+)["']?\s*\]/gi;

export type RichTextSegment = { kind: 'markdown'; markdown: string } | { kind: 'audio'; fileId: string };

/** The text cut at its audio shortcodes: Markdown between players (blank segments dropped). */
export function richTextSegments(markdown: string): RichTextSegment[] {
  const segments: RichTextSegment[] = [];
  let from = 0;
  for (const match of markdown.matchAll(AUDIO_SHORTCODE)) {
    segments.push({ kind: 'markdown', markdown: markdown.slice(from, match.index) });
    segments.push({ kind: 'audio', fileId: match[1] });
    from = match.index + match[0].length;
  }
  segments.push({ kind: 'markdown', markdown: markdown.slice(from) });
  return segments.filter((segment) => segment.kind === 'audio' || segment.markdown.trim() !== '');
}

/** SPEC §7 UploadedFile (id): the audio file a shortcode names. */
export const uploadedFileQuery = graphql(`
  query UploadedFile($id: ID!) {
    uploadFile(documentId: $id) {
      documentId
      url
      name
      caption
      mime
    }
  }
`);

/** A shortcode's player. Media is subscriber content: for anyone else (or a wrong id) the shortcode just vanishes. */
function ShortcodeAudio({ fileId }: { fileId: string }) {
  const { data } = useQuery(uploadedFileQuery, { variables: { id: fileId } });
  const file = data?.uploadFile;
  if (!file?.url || !file.mime.startsWith('audio/')) return null;
  return <AudioPlayer src={file.url} title={file.caption || file.name} className="my-3" />;
}

type RenderedSegment = { kind: 'markdown'; html: string } | { kind: 'audio'; fileId: string };

export function RichText({ markdown, className }: { markdown: string | null | undefined; className?: string }) {
  const parts = useMemo(
    () =>
      richTextSegments(markdown ?? '').flatMap((segment): RenderedSegment[] => {
        if (segment.kind === 'audio') return [segment];
        const html = markdownToSafeHtml(segment.markdown);
        return html ? [{ kind: 'markdown', html }] : [];
      }),
    [markdown],
  );
  const classes = ['rich-text', className].filter(Boolean).join(' ');
  if (parts.length === 0) return null;
  if (parts.length === 1 && parts[0].kind === 'markdown') {
    return <div className={classes} dangerouslySetInnerHTML={{ __html: parts[0].html }} />;
  }
  return (
    <div className={classes}>
      {parts.map((part, index) =>
        part.kind === 'markdown' ? (
          <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <ShortcodeAudio key={index} fileId={part.fileId} />
        ),
      )}
    </div>
  );
}
