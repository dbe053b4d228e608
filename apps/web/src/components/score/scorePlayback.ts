import type { MidiBuffer, NoteTimingEvent, TimingCallbacks, TuneObject } from 'abcjs';
import { SOUNDFONT_URL } from './soundfont';

type Abcjs = typeof import('abcjs');

/** The class of the notes sounding now (the e2e journey and the styles look for it). */
const PLAYING_CLASS = 'abcjs-highlight';

/** Every score player on the page, so a blank screen in lesson mode can silence them all. */
const players = new Set<{ pause(): void }>();

export function pauseAllScores(): void {
  players.forEach((player) => player.pause());
}

export interface BarLoop {
  /** 1-based, inclusive. */
  from: number;
  to: number;
}

/**
 * One score's sound and its moving highlight: abcjs's synth (the product's own piano, ./soundfont.ts) and its
 * TimingCallbacks, kept on the same clock. Made for one tune, tempo and transposition; the Score remakes it when
 * they change.
 */
export class ScorePlayback {
  private synth: MidiBuffer | null = null;
  private timer: TimingCallbacks | null = null;
  private lit: Element[] = [];
  private barStarts: number[] = [0];
  private ready: Promise<void> | null = null;
  private ended = false;
  playing = false;
  loop: BarLoop | null = null;

  constructor(
    private readonly abcjs: Abcjs,
    private readonly tune: TuneObject,
    private readonly tempoPercent: number,
    private readonly onPlayingChange: (playing: boolean) => void,
  ) {
    players.add(this);
  }

  /** Bars counted from the tune's timing (a pickup counts as the first). */
  get barCount(): number {
    return this.barStarts.length;
  }

  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      const audioContext = this.abcjs.synth.activeAudioContext() ?? new AudioContext();
      this.abcjs.synth.registerAudioContext(audioContext);
      await audioContext.resume();
      const synth = new this.abcjs.synth.CreateSynth();
      await synth.init({
        visualObj: this.tune,
        audioContext,
        millisecondsPerMeasure: (this.tune.millisecondsPerMeasure() * 100) / this.tempoPercent,
        options: { soundFontUrl: SOUNDFONT_URL, chordsOff: true },
      });
      await synth.prime();
      this.synth = synth;
      this.timer = new this.abcjs.TimingCallbacks(this.tune, {
        qpm: (this.tune.getBpm() * this.tempoPercent) / 100,
        eventCallback: (event) => {
          this.onEvent(event);
          return undefined;
        },
      });
      const starts = this.timer.noteTimings
        .filter((event) => event.type === 'event' && event.measureStart)
        .map((event) => event.milliseconds);
      this.barStarts = [...new Set([0, ...starts])].sort((a, b) => a - b);
    })();
    return this.ready;
  }

  async play(fromSeconds?: number): Promise<void> {
    await this.prepare();
    const { synth, timer } = this;
    if (!synth || !timer) return;
    if (this.playing) {
      if (fromSeconds !== undefined) this.seek(fromSeconds);
      return;
    }
    let start = fromSeconds ?? (this.ended ? 0 : undefined);
    if (this.loop && start === undefined) {
      // Played from inside the looped bars, or else from their first.
      const now = timer.currentMillisecond();
      const inside = now >= this.barStart(this.loop.from) && now < this.loopEnd();
      if (!inside) start = this.barStart(this.loop.from) / 1000;
    }
    this.ended = false;
    this.playing = true;
    this.onPlayingChange(true);
    if (start !== undefined) synth.seek(start, 'seconds');
    void synth.start();
    // 0 restarts the clock, undefined carries on from the pause.
    timer.start(start, 'seconds');
  }

  pause(): void {
    if (!this.playing) return;
    this.playing = false;
    this.synth?.pause();
    this.timer?.pause();
    this.onPlayingChange(false);
  }

  /** Where the sound is, in seconds, to carry on from after the player is remade (at the same tempo's clock). */
  position(): number {
    return (this.timer?.currentMillisecond() ?? 0) / 1000;
  }

  private barStart(bar: number): number {
    return this.barStarts[Math.min(Math.max(bar, 1), this.barStarts.length) - 1] ?? 0;
  }

  private seek(seconds: number) {
    this.synth?.seek(seconds, 'seconds');
    this.timer?.setProgress(seconds, 'seconds');
  }

  private light(event: NoteTimingEvent | null) {
    this.lit.forEach((element) => element.classList.remove(PLAYING_CLASS));
    this.lit = (event?.elements ?? []).flat();
    this.lit.forEach((element) => element.classList.add(PLAYING_CLASS));
  }

  /** Where the looped bars end: the start of the bar after them, or the end of the tune. */
  private loopEnd(): number {
    if (!this.loop || this.loop.to >= this.barStarts.length) return Number.POSITIVE_INFINITY;
    return this.barStart(this.loop.to + 1);
  }

  private onEvent(event: NoteTimingEvent | null): void {
    if (this.loop && (!event || event.milliseconds >= this.loopEnd())) {
      // Round the bars again.
      const from = this.barStart(this.loop.from) / 1000;
      if (event) return this.seek(from);
      this.playing = false;
      void this.play(from);
      return;
    }
    this.light(event);
    if (!event) {
      // The end: ready to play again from the start.
      this.synth?.stop();
      this.timer?.pause();
      this.ended = true;
      this.playing = false;
      this.onPlayingChange(false);
    }
  }

  destroy(): void {
    players.delete(this);
    this.synth?.stop();
    this.timer?.stop();
    this.light(null);
    this.playing = false;
  }
}
