import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import {
  audioPlayerReducer,
  initialAudioPlayerState,
  TIME_REFRESH_MS,
  type AudioPlayerState,
  type PlaybackSpeed,
} from '../lib/audioPlayer';

interface AudioPlayerControls {
  audioRef: RefObject<HTMLAudioElement>;
  state: AudioPlayerState;
  toggle: () => void;
  rewind: () => void;
  setSpeed: (speed: PlaybackSpeed) => void;
  setLoop: (loop: boolean) => void;
}

/** Connects an <audio> element to the pure player state of lib/audioPlayer (SPEC-GUIDE §4). */
export function useAudioPlayer(): AudioPlayerControls {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, dispatch] = useReducer(audioPlayerReducer, initialAudioPlayerState);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onMetadata = () => dispatch({ type: 'metadata', duration: audio.duration });
    const onPlay = () => dispatch({ type: 'play' });
    const onPause = () => dispatch({ type: 'pause' });
    const onSeeked = () => dispatch({ type: 'tick', currentTime: audio.currentTime });
    const onEnded = () => {
      audio.pause();
      audio.currentTime = 0;
      dispatch({ type: 'ended' });
    };
    // The metadata may have arrived before this effect ran (a cached file).
    if (audio.readyState >= 1) onMetadata();
    const listening = new AbortController();
    const listeners = {
      loadedmetadata: onMetadata,
      durationchange: onMetadata,
      play: onPlay,
      pause: onPause,
      seeked: onSeeked,
      ended: onEnded,
    };
    for (const [type, listener] of Object.entries(listeners)) {
      audio.addEventListener(type, listener, { signal: listening.signal });
    }
    return () => {
      // A detached <audio> keeps playing in Chromium: leaving the page (or a lesson-mode slide) stops the sound.
      audio.pause();
      listening.abort();
    };
  }, []);

  // SPEC-GUIDE §4/§9: the remaining time refreshes every 500 ms while playing (not on every timeupdate).
  useEffect(() => {
    const audio = audioRef.current;
    if (state.status !== 'playing' || !audio) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', currentTime: audio.currentTime }), TIME_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [state.status]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    // Some browsers reset the rate when a source loads; the chosen speed always applies.
    audio.playbackRate = state.speed;
    const started = audio.play() as Promise<void> | undefined;
    // A refused play() (autoplay rules, a broken file) leaves the player paused, not stuck as 'playing'.
    started?.catch(() => dispatch({ type: 'pause' }));
  }, [state.speed]);

  const rewind = useCallback(() => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = 0;
    dispatch({ type: 'rewind' });
  }, []);

  const setSpeed = useCallback((speed: PlaybackSpeed) => {
    const audio = audioRef.current;
    if (audio) {
      audio.defaultPlaybackRate = speed;
      audio.playbackRate = speed;
    }
    dispatch({ type: 'speed', speed });
  }, []);

  const setLoop = useCallback((loop: boolean) => {
    if (audioRef.current) audioRef.current.loop = loop;
    dispatch({ type: 'loop', loop });
  }, []);

  return { audioRef, state, toggle, rewind, setSpeed, setLoop };
}
