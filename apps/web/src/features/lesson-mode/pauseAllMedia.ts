import { pauseAllScores } from '../../components/score';
import { pauseHostVideo } from '../../lib/hostPlayer';

/** A blank screen stops the sound and the films: every <audio> and <video>, and films playing on the video host. */
export function pauseAllMedia(root: ParentNode = document) {
  root.querySelectorAll<HTMLMediaElement>('audio, video').forEach((media) => media.pause());
  root.querySelectorAll<HTMLIFrameElement>('.video-embed iframe').forEach((frame) => void pauseHostVideo(frame));
  pauseAllScores();
}
