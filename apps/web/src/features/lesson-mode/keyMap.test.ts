import { describe, expect, it } from 'vitest';
import { keyBelongsToFocus, lessonModeKey, nextCover } from './keyMap';

const press = (key: string, typed = '', modifiers = {}) => lessonModeKey({ key, ...modifiers }, typed);

describe('lesson-mode key map', () => {
  it('moves with the arrows and the clicker keys, and jumps to the first and last slide', () => {
    expect(['ArrowRight', 'PageDown', 'ArrowLeft', 'PageUp', 'Home', 'End'].map((key) => press(key).command)).toEqual([
      { type: 'next' },
      { type: 'next' },
      { type: 'previous' },
      { type: 'previous' },
      { type: 'first' },
      { type: 'last' },
    ]);
  });

  it('answers the presentation keys in either case', () => {
    const commands = (keys: string[]) => keys.map((key) => press(key).command?.type);
    expect(commands(['p', 'P', 'o', 'O', 'Escape', 'b', 'B', '.', 'w', 'W', '?', 'f'])).toEqual([
      'presenter',
      'presenter',
      'overview',
      'overview',
      'escape',
      'blackout',
      'blackout',
      'blackout',
      'whiteout',
      'whiteout',
      'help',
      'fullScreen',
    ]);
  });

  it('goes to a typed slide number on Enter or G, and forgets the digits on any other key', () => {
    let typed = '';
    for (const key of ['1', '2']) {
      const result = press(key, typed);
      expect(result.command).toBeNull();
      typed = result.typedNumber;
    }
    expect(typed).toBe('12');
    expect(press('Enter', typed)).toEqual({ command: { type: 'goTo', slideNumber: 12 }, typedNumber: '' });
    expect(press('g', '5')).toEqual({ command: { type: 'goTo', slideNumber: 5 }, typedNumber: '' });
    expect(press('G', '07').command).toEqual({ type: 'goTo', slideNumber: 7 });
    expect(press('ArrowRight', '3')).toEqual({ command: { type: 'next' }, typedNumber: '' });
    expect(press('Enter', '0').command).toBeNull();
    // Enter without a number is the focused control's (a link or button).
    expect(press('Enter').command).toBeNull();
    expect(press('9', '123').typedNumber).toBe('239');
  });

  it('leaves the browser its shortcuts', () => {
    expect(press('ArrowLeft', '', { altKey: true }).command).toBeNull();
    expect(press('p', '', { ctrlKey: true }).command).toBeNull();
    expect(press('w', '4', { metaKey: true })).toEqual({ command: null, typedNumber: '' });
  });

  it('leaves keys to fields, selects and buttons that need them', () => {
    document.body.innerHTML = `
      <input id="field" />
      <select id="speed"><option>1</option></select>
      <div class="audio-player"><button id="play">Play</button><input id="loop" type="checkbox" /></div>
      <input id="tempo" type="range" />
      <p id="text">text</p>`;
    const element = (id: string) => document.getElementById(id);
    expect(keyBelongsToFocus('b', element('field'))).toBe(true);
    expect(keyBelongsToFocus('ArrowRight', element('speed'))).toBe(true);
    expect(keyBelongsToFocus(' ', element('play'))).toBe(true);
    expect(keyBelongsToFocus('Enter', element('play'))).toBe(true);
    // A typed slide number wins over the focused button's Enter.
    expect(keyBelongsToFocus('Enter', element('play'), '4')).toBe(false);
    expect(keyBelongsToFocus('ArrowRight', element('play'))).toBe(false);
    expect(keyBelongsToFocus('b', element('text'))).toBe(false);
    expect(keyBelongsToFocus('b', null)).toBe(false);
    // A ticked Loop keeps the focus: Space toggles it, the arrows and the other keys still go to lesson mode.
    expect(keyBelongsToFocus(' ', element('loop'))).toBe(true);
    expect(keyBelongsToFocus('ArrowLeft', element('loop'))).toBe(false);
    expect(keyBelongsToFocus('ArrowRight', element('loop'))).toBe(false);
    expect(keyBelongsToFocus('b', element('loop'))).toBe(false);
    expect(keyBelongsToFocus('Enter', element('loop'), '4')).toBe(false);
    // A slider's arrows are its own (the score's tempo).
    expect(keyBelongsToFocus('ArrowLeft', element('tempo'))).toBe(true);
  });

  it('brings the slide back with the key that blanked it, and switches between black and white', () => {
    expect(nextCover('none', 'black')).toBe('black');
    expect(nextCover('black', 'black')).toBe('none');
    expect(nextCover('black', 'white')).toBe('white');
    expect(nextCover('white', 'white')).toBe('none');
  });
});
