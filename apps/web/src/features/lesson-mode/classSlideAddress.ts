/**
 * A slide's place in lesson mode as the class session sends it to pupils: `{activity}/{slide}` or
 * `{activity}/{slide}/{sub-slideshow}/{sub-slide}`, numbers from 1, as in lesson mode's addresses.
 */
export function classSlideAddress(itemId: string, slideNumber: number, sub: { id: string; number: number } | null) {
  return sub ? `${itemId}/${slideNumber}/${sub.id}/${sub.number}` : `${itemId}/${slideNumber}`;
}

export interface ClassSlidePlace {
  itemId: string;
  slideNumber: number;
  sub: { id: string; number: number } | null;
}

/** The place a class-session slide address names, or null when it names none. */
export function parseClassSlideAddress(address: string | null | undefined): ClassSlidePlace | null {
  const [itemId, slide, subId, subSlide] = (address ?? '').split('/');
  const slideNumber = Number(slide);
  if (!itemId || !Number.isInteger(slideNumber) || slideNumber < 1) return null;
  const subNumber = Number(subSlide);
  return {
    itemId,
    slideNumber,
    sub: subId && Number.isInteger(subNumber) && subNumber >= 1 ? { id: subId, number: subNumber } : null,
  };
}
