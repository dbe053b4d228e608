import type { Ref } from 'react';
import { Alert } from 'react-bootstrap';
import { fetchVideoEmbed, parseVideoId, VIDEO_ERRORS, type VideoError } from '../lib/videoHost';
import { Spinner } from './Spinner';
import { useRestResource } from './useRestResource';

/**
 * A video from the video host, embedded responsively. `source` is what the CMS holds: a host URL, a numeric id or
 * `{ url }`. Anything else shows the "not found" text without calling the host.
 */
export function VideoEmbed({
  source,
  title,
  frameRef,
}: {
  source: unknown;
  title?: string;
  /** The player's iframe, for driving it (lib/videoHost hostPlayer). */
  frameRef?: Ref<HTMLIFrameElement>;
}) {
  const id = parseVideoId(source);
  // The host's answer (a video or the error to show) for this id; it rejects only when aborted.
  const answer = useRestResource(id, (signal) => fetchVideoEmbed(id ?? '', signal));

  if (!id) return <VideoMessage error="notFound" />;
  if (answer.status !== 'ready') return <Spinner />;
  if ('error' in answer.data) return <VideoMessage error={answer.data.error} />;
  const { video } = answer.data;
  return (
    <div className="video-embed" style={{ aspectRatio: String(video.aspectRatio) }}>
      <iframe
        ref={frameRef}
        src={video.playerUrl}
        title={title ?? video.title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="w-100 h-100 border-0"
      />
    </div>
  );
}

function VideoMessage({ error }: { error: VideoError }) {
  return (
    <Alert variant="secondary" className="video-embed-error">
      {VIDEO_ERRORS[error]}
    </Alert>
  );
}
