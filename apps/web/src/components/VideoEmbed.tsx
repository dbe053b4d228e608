import type { Ref } from 'react';
import { VideoOff } from './icons';
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

/** What a teacher can do about each error, under the spec's text. */
const VIDEO_HINTS: Record<VideoError, string> = {
  notFound: 'The rest of this page works as usual.',
  notEmbeddable: 'The rest of this page works as usual.',
  fetchFailed: 'The video service did not answer just now. Reload the page in a moment to try again.',
};

/** A video that cannot be shown: a calm notice in its place (the spec's text first), never a raw error line. */
function VideoMessage({ error }: { error: VideoError }) {
  return (
    <div className="video-notice video-embed-error">
      <span className="video-notice__icon" aria-hidden="true">
        <VideoOff size={24} />
      </span>
      <div>
        <p className="fw-semibold mb-1">{VIDEO_ERRORS[error]}</p>
        <p className="small text-body-secondary mb-0">{VIDEO_HINTS[error]}</p>
      </div>
    </div>
  );
}
