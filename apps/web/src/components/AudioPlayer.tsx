import { useId, useRef } from 'react';
import { canRewind, parseSpeed, PLAYBACK_SPEEDS, remainingTime, speedLabel } from '../lib/audioPlayer';
import './AudioPlayer.css';
import { useAudioPlayer } from './useAudioPlayer';

/**
 * SPEC-GUIDE §2 Audio player: a play/pause toggle, a rewind button only when paused part-way, the speed, a loop
 * checkbox and the remaining time. Every control is a native control with a label, so it works from the keyboard; the
 * group
 * is named after the recording, so a screen reader hears which of several players it is in.
 */
export function AudioPlayer({ src, title, className }: { src: string; title: string; className?: string }) {
  const id = useId();
  const playButton = useRef<HTMLButtonElement>(null);
  const { audioRef, state, toggle, rewind, setSpeed, setLoop } = useAudioPlayer();
  const playing = state.status === 'playing';

  return (
    <div className={['audio-player', className].filter(Boolean).join(' ')} role="group" aria-label={title}>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- music recordings have no words to caption */}
      <audio ref={audioRef} src={src} preload="metadata" />
      <button
        ref={playButton}
        type="button"
        className="btn btn-primary audio-player__button"
        onClick={toggle}
        aria-label={playing ? 'Pause' : 'Play'}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
      {canRewind(state) && (
        <button
          type="button"
          className="btn btn-outline-primary audio-player__button"
          onClick={() => {
            rewind();
            // The rewind button disappears once used: keep the keyboard user on the player.
            playButton.current?.focus();
          }}
          aria-label="Rewind"
        >
          <span aria-hidden="true">⏮</span>
        </button>
      )}
      <span className="audio-player__time" aria-live="off">
        <span className="visually-hidden">Time remaining </span>
        <span data-testid="audio-remaining">{remainingTime(state)}</span>
      </span>
      <span className="audio-player__speed">
        <label htmlFor={`${id}-speed`} className="form-label mb-0">
          Speed
        </label>
        <select
          id={`${id}-speed`}
          className="form-select form-select-sm"
          value={String(state.speed)}
          onChange={(event) => setSpeed(parseSpeed(event.target.value))}
        >
          {PLAYBACK_SPEEDS.map((speed) => (
            <option key={speed} value={String(speed)}>
              {speedLabel(speed)}
            </option>
          ))}
        </select>
      </span>
      <span className="form-check mb-0">
        <input
          id={`${id}-loop`}
          type="checkbox"
          className="form-check-input"
          checked={state.loop}
          onChange={(event) => setLoop(event.target.checked)}
        />
        <label htmlFor={`${id}-loop`} className="form-check-label">
          Loop
        </label>
      </span>
    </div>
  );
}
