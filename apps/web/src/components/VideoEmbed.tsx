import { useEffect, useState, type Ref } from 'react';
import { Alert } from 'react-bootstrap';
import { fetchVideoEmbed, parseVideoId, VIDEO_ERRORS, type VideoEmbedData, type VideoError } from '../lib/videoHost';
import { Spinner } from './Spinner';

type Answer = { video: VideoEmbedData } | { error: VideoError };

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
  // The host's answer for one id; while it is for another id (or none yet) the video is loading.
  const [answer, setAnswer] = useState<{ id: string; result: Answer } | null>(null);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    fetchVideoEmbed(id, controller.signal).then(
      (result) => setAnswer({ id, result }),
      () => undefined, // aborted: the component has gone
    );
    return () => controller.abort();
  }, [id]);

  if (!id) return <VideoMessage error="notFound" />;
  if (answer?.id !== id) return <Spinner />;
  if ('error' in answer.result) return <VideoMessage error={answer.result.error} />;
  const { video } = answer.result;
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
