// jsdom ships no types, and the server has no DOM library: only what the score PDF uses of a window.
declare module 'jsdom' {
  interface DrawnElement {
    textContent: string | null;
    outerHTML: string;
    getAttribute(name: string): string | null;
    querySelector(selector: string): DrawnElement | null;
  }
  export interface DrawingWindow {
    document: { getElementById(id: string): DrawnElement | null };
    navigator: object;
    SVGElement: { prototype: { getBBox: unknown } };
    close(): void;
  }
  export class JSDOM {
    constructor(html?: string, options?: { pretendToBeVisual?: boolean });
    readonly window: DrawingWindow;
  }
}
