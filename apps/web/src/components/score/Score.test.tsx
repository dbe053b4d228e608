import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Score } from './Score';
import { headerFontsFor, keyName, notationAtTempo, transpositionLabel } from './scoreInfo';

const FRERE_JACQUES = [
  'X:1',
  'T:Frère Jacques',
  'M:4/4',
  'L:1/4',
  'K:F',
  'F G A F | F G A F | A B c2 | A B c2 |]',
  'w:Frè-re Jac-ques, frè-re Jac-ques, dor-mez vous? dor-mez vous?',
].join('\n');

beforeAll(() => {
  // jsdom lays nothing out; abcjs measures its text with getBBox.
  const proto = window.SVGElement.prototype as unknown as { getBBox?: () => DOMRect };
  proto.getBBox ??= function (this: SVGElement) {
    return { x: 0, y: 0, width: (this.textContent ?? '').length * 8, height: 16 } as DOMRect;
  };
});

const renderScore = (props: Partial<Parameters<typeof Score>[0]> = {}) =>
  render(<Score notation={FRERE_JACQUES} title="Round" printHref="/documents/scores/activity/abc" {...props} />);

describe('Score', () => {
  it('draws the notation as SVG notes, named, with a text alternative of title, key, time and words', async () => {
    const { container } = renderScore();
    // The drawing is labelled at once; its text alternative follows in the next render (the tune described).
    await screen.findByText('Key: F major');
    const svg = screen.getByRole('img', { name: 'Score: Frère Jacques' });
    expect(container.querySelectorAll('svg .abcjs-note').length).toBe(14);
    const description = document.getElementById(svg.getAttribute('aria-describedby')!)!;
    expect(description).toHaveTextContent('Score: Frère Jacques.');
    expect(description).toHaveTextContent('Key: F major.');
    expect(description).toHaveTextContent('Time signature: 4/4.');
    expect(description).toHaveTextContent('Words: Frère Jacques, frère Jacques, / dormez vous? dormez vous?');
    expect(screen.getByText('Key: F major')).toBeVisible();
  });

  it('moves the score into another key, within six semitones, and shows the new key', async () => {
    const user = userEvent.setup();
    renderScore();
    await screen.findByText('Key: F major');
    const up = screen.getByRole('button', { name: 'Transpose up a semitone' });
    await user.click(up);
    await user.click(up);
    expect(await screen.findByText('Key: G major')).toBeVisible();
    expect(screen.getByText('Transposed +2 semitones')).toBeVisible();
    const down = screen.getByRole('button', { name: 'Transpose down a semitone' });
    for (let i = 0; i < 9; i += 1) await user.click(down);
    expect(down).toBeDisabled();
    expect(await screen.findByText('Key: B major')).toBeVisible();
    expect(screen.getByText('Transposed −6 semitones')).toBeVisible();
  });

  it('offers play, a tempo from 50 to 150 %, a bar loop and the printed score, all keyboard controls', async () => {
    const user = userEvent.setup();
    renderScore();
    const controls = await screen.findByRole('group', { name: 'Play the score: Frère Jacques' });
    const tempo = within(controls).getByRole('slider', { name: /Tempo 100 %/ });
    expect(tempo).toHaveAttribute('min', '50');
    expect(tempo).toHaveAttribute('max', '150');
    fireEvent.change(tempo, { target: { value: '110' } });
    expect(within(controls).getByRole('slider', { name: /Tempo 110 %/ })).toBe(tempo);
    await user.click(within(controls).getByRole('checkbox', { name: 'Loop bars' }));
    const last = within(controls).getByRole('spinbutton', { name: 'Last bar of the loop' });
    fireEvent.change(last, { target: { value: '2' } });
    expect(last).toHaveValue(2);
    expect(within(controls).getByRole('link', { name: 'Print score (PDF)' })).toHaveAttribute(
      'href',
      '/documents/scores/activity/abc',
    );
    // jsdom has no Web Audio: the player says so instead of failing silently.
    const play = within(controls).getByRole('button', { name: 'Play' });
    await user.click(play);
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser cannot play the score.');
  });

  it('shows the tempo being played: at 75 % of ♩ = 116 the mark reads ♩ = 87', async () => {
    const echoSong = FRERE_JACQUES.replace('K:F', 'Q:1/4=116\nK:F');
    const { container } = renderScore({ notation: echoSong });
    const tempoMark = () => [...container.querySelectorAll('svg text')].map((text) => text.textContent).join(' ');
    await waitFor(() => expect(tempoMark()).toContain('= 116'));
    fireEvent.change(screen.getByRole('slider', { name: /Tempo 100 %/ }), { target: { value: '75' } });
    await waitFor(() => expect(tempoMark()).toContain('= 87'));
    expect(tempoMark()).not.toContain('= 116');
    fireEvent.change(screen.getByRole('slider', { name: /Tempo 75 %/ }), { target: { value: '150' } });
    await waitFor(() => expect(tempoMark()).toContain('= 174'));
  });

  it("leaves the drawing's size to the stylesheet, with its proportions, so a slide can fit it to its height", async () => {
    const { container } = renderScore();
    const svg = await screen.findByRole('img', { name: 'Score: Frère Jacques' });
    const music = container.querySelector<HTMLElement>('.score__paper > .score__music')!;
    expect(svg.parentElement).toBe(music);
    // abcjs's own sizing (an absolutely placed drawing in a box padded to its height) is gone.
    expect(svg.getAttribute('style')).toBeNull();
    expect(music.style.paddingBottom).toBe('');
    const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    expect(Number(music.style.getPropertyValue('--score-aspect'))).toBeCloseTo(width / height, 5);
  });

  it('shows a still copy without the player where nothing plays (presenter view, overview)', async () => {
    renderScore({ controls: false });
    await screen.findByRole('img', { name: 'Score: Frère Jacques' });
    expect(await screen.findByText('Key: F major')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });
});

describe('notationAtTempo', () => {
  it("scales every tempo mark's beats a minute, and says whether the tune had one", () => {
    expect(notationAtTempo('X:1\nQ:1/4=116\nK:C\nCDEC|', 75)).toEqual({
      notation: 'X:1\nQ:1/4=87\nK:C\nCDEC|',
      marked: true,
    });
    expect(notationAtTempo('X:1\nQ:"Allegro" 3/8=66\nK:C\nC3|[Q:1/4=80]C3|', 50).notation).toBe(
      'X:1\nQ:"Allegro" 3/8=33\nK:C\nC3|[Q:1/4=40]C3|',
    );
    expect(notationAtTempo('X:1\nQ:120\nK:C\nC|', 55).notation).toBe('X:1\nQ:66\nK:C\nC|');
    expect(notationAtTempo('X:1\nK:C\nC|', 75)).toEqual({ notation: 'X:1\nK:C\nC|', marked: false });
    expect(notationAtTempo('X:1\nQ:"Andante"\nK:C\nC|', 75).marked).toBe(false);
  });
});

describe('headerFontsFor', () => {
  it("sets a title too long for a phone's staff smaller, and keeps abcjs's sizes on a wide one", () => {
    const largo = 'X:1\nT:Largo from the New World Symphony\nT:Dvořák\nK:D\nF|';
    expect(headerFontsFor(1100, largo)).toEqual({
      titlefont: '"Times New Roman" 20',
      subtitlefont: '"Times New Roman" 16',
    });
    // 33 letters in 336 px: 16 px a letter-height, about 317 px wide.
    expect(headerFontsFor(336, largo).titlefont).toBe('"Times New Roman" 16');
    expect(headerFontsFor(120, largo).titlefont).toBe('"Times New Roman" 10');
    expect(headerFontsFor(336, 'X:1\nK:C\nC|').titlefont).toBe('"Times New Roman" 20');
  });
});

describe('score words', () => {
  it('names keys and transpositions as musicians say them', () => {
    expect(keyName({ root: 'B', acc: 'b', mode: '', accidentals: [] })).toEqual({
      key: 'B♭ major',
      spokenKey: 'B flat major',
    });
    expect(keyName({ root: 'F', acc: '#', mode: 'm', accidentals: [] }).key).toBe('F♯ minor');
    expect(keyName({ root: 'D', acc: '', mode: 'Dor', accidentals: [] }).key).toBe('D Dorian');
    expect(transpositionLabel(1)).toBe('+1 semitone');
    expect(transpositionLabel(-3)).toBe('−3 semitones');
  });
});
