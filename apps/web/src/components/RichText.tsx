import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { graphql } from '../gql';
import { AudioPlayer } from './AudioPlayer';
import {
  loadedMarkdownRenderer,
  loadMarkdownRenderer,
  paragraphsOf,
  simpleParagraphs,
  type MarkdownRenderer,
  type TextRun,
} from './richTextRenderer';

/**
 * SPEC-GUIDE §7 "Rich-text audio shortcodes become audio players by id". An editor writes `[audio id=FILE]` (quotes
 * around FILE allowed), FILE being the documentId of an audio file in the Media Library; the player takes the
 * place of the shortcode. Ids are letters, digits, '-' and '_' only, so nothing else can ride in on one.
 */
const AUDIO_SHORTCODE = /\[audio\s+id\s*=\s*["']?([A-Za-z0-9_-]+)["']?\s*\]/gi;

type RichTextSegment = { kind: 'markdown'; markdown: string } | { kind: 'audio'; fileId: string };

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

/** SPEC-GUIDE §7 UploadedFile (id): the audio file a shortcode names. */
export const uploadedFileQuery = graphql(`
  query UploadedFile($id: ID!) {
    uploadFile(documentId: $id) {
      ...FileFields
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

type RenderedSegment =
  | { kind: 'paragraphs'; paragraphs: TextRun[][] }
  | { kind: 'markdown'; html: string }
  | { kind: 'audio'; fileId: string };

/** The Markdown renderer, loaded on first need (richTextRenderer.ts); undefined until it is there. */
function useMarkdownRenderer(needed: boolean): MarkdownRenderer | undefined {
  const [renderer, setRenderer] = useState(loadedMarkdownRenderer);
  useEffect(() => {
    if (!needed || renderer) return;
    let current = true;
    void loadMarkdownRenderer().then((loaded) => current && setRenderer(() => loaded));
    return () => {
      current = false;
    };
  }, [needed, renderer]);
  return renderer;
}

function Paragraphs({ paragraphs }: { paragraphs: TextRun[][] }) {
  return paragraphs.map((runs, index) => (
    <p key={index}>
      {runs.map((run, runIndex) =>
        run.style === 'strong' ? (
          <strong key={runIndex}>{run.text}</strong>
        ) : run.style === 'emphasis' ? (
          <em key={runIndex}>{run.text}</em>
        ) : (
          run.text
        ),
      )}
    </p>
  ));
}

export function RichText({ markdown, className }: { markdown: string | null | undefined; className?: string }) {
  const segments = useMemo(
    () =>
      richTextSegments(markdown ?? '').map((segment) =>
        segment.kind === 'audio' ? segment : { ...segment, paragraphs: simpleParagraphs(segment.markdown) },
      ),
    [markdown],
  );
  // Paragraphs of text and emphasis need no renderer: they are shown as Markdown would show them.
  const renderer = useMarkdownRenderer(segments.some((segment) => segment.kind === 'markdown' && !segment.paragraphs));
  const parts = useMemo(
    () =>
      segments.flatMap((segment): RenderedSegment[] => {
        if (segment.kind === 'audio') return [segment];
        if (segment.paragraphs) return [{ kind: 'paragraphs', paragraphs: segment.paragraphs }];
        const html = renderer?.(segment.markdown);
        return html ? [{ kind: 'markdown', html }] : [];
      }),
    [segments, renderer],
  );
  const classes = ['rich-text', className].filter(Boolean).join(' ');
  if (!renderer && segments.some((segment) => segment.kind === 'markdown' && !segment.paragraphs)) {
    // Until the renderer is there the text keeps its place, unseen, so nothing below moves when it appears.
    return (
      <div className={`${classes} invisible`} aria-hidden="true">
        <Paragraphs paragraphs={paragraphsOf(markdown ?? '').map((text) => [{ text }])} />
      </div>
    );
  }
  if (parts.length === 0) return null;
  if (parts.length === 1 && parts[0].kind === 'markdown') {
    return <div className={classes} dangerouslySetInnerHTML={{ __html: parts[0].html }} />;
  }
  if (parts.length === 1 && parts[0].kind === 'paragraphs') {
    return (
      <div className={classes}>
        <Paragraphs paragraphs={parts[0].paragraphs} />
      </div>
    );
  }
  return (
    <div className={classes}>
      {parts.map((part, index) =>
        part.kind === 'markdown' ? (
          <div key={index} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : part.kind === 'paragraphs' ? (
          <div key={index}>
            <Paragraphs paragraphs={part.paragraphs} />
          </div>
        ) : (
          <ShortcodeAudio key={index} fileId={part.fileId} />
        ),
      )}
    </div>
  );
}
