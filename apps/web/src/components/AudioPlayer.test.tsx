import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioPlayer } from './AudioPlayer';

/** jsdom has no media playback: a stand-in for the element's clock, paused flag, play() and pause(). */
function fakePlayback(audio: HTMLAudioElement, duration: number) {
  let paused = true;
  let currentTime = 0;
  Object.defineProperties(audio, {
    duration: { configurable: true, get: () => duration },
    paused: { configurable: true, get: () => paused },
    currentTime: {
      configurable: true,
      get: () => currentTime,
      set: (value: number) => {
        currentTime = value;
      },
    },
  });
  audio.play = vi.fn(async () => {
    paused = false;
    audio.dispatchEvent(new Event('play'));
  });
  audio.pause = vi.fn(() => {
    if (paused) return;
    paused = true;
    audio.dispatchEvent(new Event('pause'));
  });
  return {
    loadMetadata: () => act(() => void audio.dispatchEvent(new Event('loadedmetadata'))),
    playTo: (seconds: number) => {
      currentTime = seconds;
    },
    reachEnd: () =>
      act(() => {
        currentTime = duration;
        paused = true;
        audio.dispatchEvent(new Event('pause'));
        audio.dispatchEvent(new Event('ended'));
      }),
  };
}

const remaining = () => screen.getByTestId('audio-remaining').textContent;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('AudioPlayer (SPEC §2, §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderPlayer() {
    const { container } = render(<AudioPlayer src="/uploads/echo.wav" title="Echo Song" />);
    const audio = container.querySelector('audio')!;
    return { audio, playback: fakePlayback(audio, 12) };
  }

  it("shows '--:--' before the metadata, then counts the remaining time down every 500 ms while playing", async () => {
    const { audio, playback } = renderPlayer();
    expect(screen.getByRole('group', { name: 'Echo Song' })).toBeInTheDocument();
    expect(remaining()).toBe('--:--');
    playback.loadMetadata();
    expect(remaining()).toBe('00:12');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    expect(audio.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    playback.playTo(1.2);
    advance(499);
    expect(remaining()).toBe('00:12');
    advance(1);
    expect(remaining()).toBe('00:11');
    playback.playTo(5);
    advance(500);
    expect(remaining()).toBe('00:07');
    // The time sits in a region screen readers do not announce on every refresh.
    expect(screen.getByTestId('audio-remaining').closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('offers rewind only when paused part-way, and rewinding goes back to the start', async () => {
    const { audio, playback } = renderPlayer();
    playback.loadMetadata();
    expect(screen.queryByRole('button', { name: 'Rewind' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    playback.playTo(4);
    advance(500);
    expect(screen.queryByRole('button', { name: 'Rewind' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(audio.pause).toHaveBeenCalled();
    const rewind = screen.getByRole('button', { name: 'Rewind' });
    fireEvent.click(rewind);
    expect(audio.currentTime).toBe(0);
    expect(remaining()).toBe('00:12');
    expect(screen.queryByRole('button', { name: 'Rewind' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('becomes paused and rewinds at the end', async () => {
    const { audio, playback } = renderPlayer();
    playback.loadMetadata();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    playback.playTo(11.9);
    advance(500);
    playback.reachEnd();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(audio.currentTime).toBe(0);
    expect(remaining()).toBe('00:12');
    expect(screen.queryByRole('button', { name: 'Rewind' })).toBeNull();
  });

  it('plays at the chosen speed (0.75, 1, 1.5) and loops when asked', async () => {
    const { audio, playback } = renderPlayer();
    playback.loadMetadata();
    const speed = screen.getByLabelText('Speed');
    expect(speed).toHaveValue('1');
    expect([...(speed as HTMLSelectElement).options].map((option) => option.value)).toEqual(['0.75', '1', '1.5']);
    fireEvent.change(speed, { target: { value: '1.5' } });
    expect(audio.playbackRate).toBe(1.5);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    expect(audio.playbackRate).toBe(1.5);

    const loop = screen.getByRole('checkbox', { name: 'Loop' });
    expect(loop).not.toBeChecked();
    fireEvent.click(loop);
    expect(audio.loop).toBe(true);
  });

  it('goes back to paused when the browser cannot play the file', async () => {
    const { audio, playback } = renderPlayer();
    playback.loadMetadata();
    // A file the browser cannot decode: 'play' fires, then the promise is rejected.
    audio.play = vi.fn(() => {
      audio.dispatchEvent(new Event('play'));
      return Promise.reject(new DOMException('No supported source', 'NotSupportedError'));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play' })));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
