import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { formatClock } from '../../../lib/audioPlayer';
import type { MediaCommand, RecordingStatus } from '../presenterSync';
import type { Recording } from '../slideshowModel';

const STEP_SECONDS = 10;

/**
 * The presenter's remote for the slide's recordings: play, pause and seek them in the projector window (where the
 * sound is), with the position and duration the projector reports.
 */
export function PresenterRecordings({
  recordings,
  statuses,
  onCommand,
}: {
  recordings: readonly Recording[];
  statuses: readonly RecordingStatus[];
  onCommand: (url: string, command: MediaCommand) => void;
}) {
  if (recordings.length === 0) return null;
  return (
    <section className="presenter-view__recordings" aria-labelledby="presenter-recordings">
      <h2 id="presenter-recordings" className="h6">
        Recordings on the projector
      </h2>
      <ul className="list-unstyled mb-0">
        {recordings.map((recording) => {
          const status = statuses.find((candidate) => candidate.url === recording.url);
          const playing = status?.playing ?? false;
          const at = status?.currentTime ?? 0;
          const duration = status?.duration ?? null;
          const seek = (time: number) => onCommand(recording.url, { action: 'seek', time });
          return (
            <li key={recording.url} className="presenter-recording" role="group" aria-label={recording.title}>
              <span className="presenter-recording__title">{recording.title}</span>
              <button
                type="button"
                className="btn btn-light presenter-recording__play"
                onClick={() => onCommand(recording.url, { action: playing ? 'pause' : 'play' })}
              >
                {playing ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
                {playing ? 'Pause' : 'Play'}
              </button>
              <button
                type="button"
                className="btn btn-outline-light btn-sm"
                onClick={() => seek(at - STEP_SECONDS)}
                aria-label={`Back ${STEP_SECONDS} seconds`}
              >
                <RotateCcw aria-hidden="true" size={16} />
              </button>
              <input
                type="range"
                className="form-range presenter-recording__seek"
                min={0}
                max={duration ?? 0}
                step={1}
                value={Math.floor(at)}
                disabled={duration === null}
                aria-label={`Position in ${recording.title}`}
                aria-valuetext={`${formatClock(at)} of ${duration === null ? 'unknown' : formatClock(duration)}`}
                onChange={(event) => seek(Number(event.target.value))}
              />
              <button
                type="button"
                className="btn btn-outline-light btn-sm"
                onClick={() => seek(at + STEP_SECONDS)}
                aria-label={`Forward ${STEP_SECONDS} seconds`}
              >
                <RotateCw aria-hidden="true" size={16} />
              </button>
              <span className="presenter-recording__time">
                {formatClock(at)} / {duration === null ? '--:--' : formatClock(duration)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
