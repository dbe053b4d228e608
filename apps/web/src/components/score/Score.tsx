import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { TuneObject } from 'abcjs';
import {
  describeTune,
  headerFontsFor,
  notationAtTempo,
  scoreTextAlternative,
  TEMPO_RANGE,
  TRANSPOSE_LIMIT,
  transpositionLabel,
  type ScoreDescription,
} from './scoreInfo';
import { ScorePlayback, type BarLoop } from './scorePlayback';
import './Score.css';

type Abcjs = typeof import('abcjs');

/** What lesson mode may ask of a score (space plays or pauses it). */
export interface ScoreHandle {
  togglePlay(): void;
  pause(): void;
}

interface ScoreProps {
  /** ABC notation, as stored in the CMS. */
  notation: string;
  /** The name of the score where the notation has no T: title. */
  title: string;
  /** "Print score (PDF)": the CMS's printed score of the same notation. */
  printHref?: string;
  /** Without the player: a still copy (lesson mode's presenter view and overview). */
  controls?: boolean;
}

/**
 * The widths abcjs lays the staves out for: lines wrap to fit a phone, and stretch on a projector. Never under 460 px:
 * narrower, a bar with its words takes a line of its own and a song becomes a column of tiny staves; at 460 two bars
 * share a line and the drawing is scaled to the phone's width.
 */
const staffWidthFor = (width: number) => Math.max(460, Math.min(width, 1400) - 24);

/**
 * abcjs's responsive drawing sizes itself by inline styles (an absolutely placed SVG in a padded box); the score's
 * stylesheet sizes it instead, from the drawing's proportions, so a slide can fit it to its height as well as its
 * width.
 */
function fitToLayout(music: HTMLElement, svg: SVGSVGElement | null) {
  music.removeAttribute('style');
  svg?.removeAttribute('style');
  const box = svg?.viewBox.baseVal;
  if (box?.width && box.height) music.style.setProperty('--score-aspect', String(box.width / box.height));
}

/**
 * A melody or song as a score (abcjs's SVG, words under the notes) that plays with the product's own piano, the
 * sounding notes lit, at 50–150 % tempo, round a range of bars, and moved into another key.
 */
export const Score = forwardRef<ScoreHandle, ScoreProps>(function Score(
  { notation, title, printHref, controls = true },
  ref,
) {
  const paper = useRef<HTMLDivElement>(null);
  const music = useRef<HTMLDivElement>(null);
  const [abcjs, setAbcjs] = useState<Abcjs | null>(null);
  const [tune, setTune] = useState<TuneObject | null>(null);
  const [width, setWidth] = useState(0);
  const [transpose, setTranspose] = useState(0);
  const [tempo, setTempo] = useState(100);
  const [loopOn, setLoopOn] = useState(false);
  const [loop, setLoop] = useState<BarLoop>({ from: 1, to: 4 });
  const [playing, setPlaying] = useState(false);
  const [player, setPlayer] = useState<ScorePlayback | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const descriptionId = useId();
  const keyId = useId();

  useEffect(() => {
    let left = false;
    void import('abcjs').then((module) => !left && setAbcjs(module.default ?? module));
    return () => {
      left = true;
    };
  }, []);

  // Lines re-wrap when the room for them changes (a phone turned, a window moved to the projector).
  useEffect(() => {
    const element = paper.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry.contentRect.width / 40) * 40;
      setWidth((current) => (Math.abs(current - next) >= 40 ? next : current));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The score shows the tempo being played: its tempo marks are drawn at the chosen tempo, and then played as drawn.
  const shown = notationAtTempo(notation, tempo);
  const shownNotation = shown.notation;
  const playedPercent = shown.marked ? 100 : tempo;

  useEffect(() => {
    if (!abcjs || !music.current) return;
    const staffwidth = staffWidthFor(width || 740);
    const [drawn] = abcjs.renderAbc(music.current, shownNotation, {
      add_classes: true,
      responsive: 'resize',
      visualTranspose: transpose,
      staffwidth,
      format: headerFontsFor(staffwidth, shownNotation),
      wrap: { minSpacing: 1.8, maxSpacing: 2.7, preferredMeasuresPerLine: 4 },
      // The header (title, composer) keeps a margin from the paper's edges.
      paddingleft: 12,
      paddingright: 12,
    });
    const svg = music.current.querySelector('svg');
    fitToLayout(music.current, svg);
    // The text alternative below names the score; abcjs's own label says only "Sheet Music".
    svg?.setAttribute('aria-label', `Score: ${drawn?.metaText?.title || title}`);
    svg?.setAttribute('aria-describedby', descriptionId);
    setTune(drawn ?? null);
  }, [abcjs, shownNotation, transpose, width, title, descriptionId]);

  // A new player for each tune, tempo and key; what was playing carries on from the same place.
  useEffect(() => {
    if (!abcjs || !tune || !controls) return;
    const made = new ScorePlayback(abcjs, tune, playedPercent, setPlaying);
    setPlayer(made);
    return () => {
      made.destroy();
      setPlaying(false);
    };
  }, [abcjs, tune, playedPercent, controls]);

  useEffect(() => {
    if (player) player.loop = loopOn ? loop : null;
  }, [player, loopOn, loop]);

  const togglePlay = () => {
    if (!player || !abcjs) return;
    if (player.playing) return player.pause();
    if (!abcjs.synth.supportsAudio()) return setProblem('This browser cannot play the score.');
    setProblem(null);
    player.play().catch(() => setProblem('The score could not be played.'));
  };
  useImperativeHandle(ref, () => ({ togglePlay, pause: () => player?.pause() }));

  const description: ScoreDescription | null = tune ? describeTune(tune) : null;
  const bars = player?.barCount && player.barCount > 1 ? player.barCount : null;

  return (
    <div className="score">
      <div className="score__paper" ref={paper}>
        <div className="score__music" ref={music} />
      </div>
      {description && (
        <p id={descriptionId} className="visually-hidden">
          {scoreTextAlternative(description, title)}
        </p>
      )}
      {description && (
        <p className="score__facts" id={keyId} aria-live="polite">
          <span className="score__key">Key: {description.key}</span>
          {description.timeSignature && <span>Time: {description.timeSignature}</span>}
          {transpose !== 0 && <span>Transposed {transpositionLabel(transpose)}</span>}
        </p>
      )}
      {controls && (
        <div className="score__controls" role="group" aria-label={`Play the score: ${description?.title ?? title}`}>
          <button
            type="button"
            className="btn btn-primary score__play"
            onClick={togglePlay}
            disabled={!player}
            aria-pressed={playing}
          >
            {playing ? 'Pause' : 'Play'}
          </button>
          <label className="score__tempo">
            <span>Tempo {tempo} %</span>
            <input
              type="range"
              className="form-range"
              min={TEMPO_RANGE.min}
              max={TEMPO_RANGE.max}
              step={TEMPO_RANGE.step}
              value={tempo}
              aria-valuetext={`${tempo} percent`}
              onChange={(event) => setTempo(Number(event.target.value))}
            />
          </label>
          <div className="score__transpose" role="group" aria-label="Transpose" aria-describedby={keyId}>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setTranspose((value) => Math.max(-TRANSPOSE_LIMIT, value - 1))}
              disabled={transpose <= -TRANSPOSE_LIMIT}
              aria-label="Transpose down a semitone"
            >
              −
            </button>
            <span className="score__transpose-value">{transpositionLabel(transpose)}</span>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setTranspose((value) => Math.min(TRANSPOSE_LIMIT, value + 1))}
              disabled={transpose >= TRANSPOSE_LIMIT}
              aria-label="Transpose up a semitone"
            >
              +
            </button>
          </div>
          <fieldset className="score__loop">
            <legend className="visually-hidden">Loop bars</legend>
            <label className="form-check-label">
              <input
                type="checkbox"
                className="form-check-input me-1"
                checked={loopOn}
                onChange={(event) => setLoopOn(event.target.checked)}
              />
              Loop bars
            </label>
            <label>
              <span className="visually-hidden">First bar of the loop</span>
              <input
                type="number"
                className="form-control form-control-sm"
                min={1}
                max={bars ?? undefined}
                value={loop.from}
                onChange={(event) => {
                  const from = Math.max(1, Number(event.target.value) || 1);
                  setLoop((current) => ({ from, to: Math.max(from, current.to) }));
                }}
              />
            </label>
            <span aria-hidden="true">to</span>
            <label>
              <span className="visually-hidden">Last bar of the loop</span>
              <input
                type="number"
                className="form-control form-control-sm"
                min={loop.from}
                max={bars ?? undefined}
                value={loop.to}
                onChange={(event) => {
                  const to = Math.max(1, Number(event.target.value) || 1);
                  setLoop((current) => ({ from: Math.min(current.from, to), to }));
                }}
              />
            </label>
          </fieldset>
          {printHref && (
            <a className="btn btn-outline-secondary" href={printHref} target="_blank" rel="noopener">
              Print score (PDF)
            </a>
          )}
        </div>
      )}
      {problem && (
        <p className="score__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
});
