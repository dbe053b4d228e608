/** The part of jsdom the score engraver uses (the package ships no types, and @types/jsdom is not installed). */
declare module 'jsdom' {
  interface ScoreElement {
    getAttribute(name: string): string | null;
    setAttribute(name: string, value: string): void;
    textContent: string | null;
    outerHTML: string;
  }
  export class JSDOM {
    constructor(html: string, options?: { pretendToBeVisual?: boolean });
    window: {
      document: {
        getElementById(id: string): ScoreElement | null;
        querySelector(selector: string): ScoreElement | null;
      };
      navigator: unknown;
      SVGElement: {
        prototype: { getBBox?: (this: ScoreElement) => { x: number; y: number; width: number; height: number } };
      };
    };
  }
}
