/**
 * The generated walks (the paywall's paths, filters and sorts; every file's addresses; every spelling of a paid file's
 * path) ask thousands of probes that fall into far fewer kinds: the probes of one kind go through the same resolver,
 * populate or door with the same rule (the kinds are each walk's own: the last edge of a path and what it reaches,
 * the fields that link a file). `npm test` asks one probe of each kind; `npm run test:scale` asks every probe
 * (`CMS_SWEEP=every`, its CMS pass), so no probe loses its last run. README "Which tests run where".
 */
export const sweepsWhole = process.env.CMS_SWEEP === 'every';

/**
 * The first of `items` of each kind, for each way of telling kinds apart (an item stays when it is the first of any of
 * its kinds), in their order.
 */
export function firstOfEach<T>(items: readonly T[], ...kindsOf: ((item: T) => string)[]): T[] {
  const seen = kindsOf.map(() => new Set<string>());
  return items.filter((item) => {
    const kinds = kindsOf.map((kindOf) => kindOf(item));
    const first = kinds.some((kind, index) => !seen[index].has(kind));
    kinds.forEach((kind, index) => seen[index].add(kind));
    return first;
  });
}

/** `firstOfEach` in `npm test`; every item in the whole sweep. */
export const oneOfEach = <T>(items: readonly T[], ...kindsOf: ((item: T) => string)[]): T[] =>
  sweepsWhole ? [...items] : firstOfEach(items, ...kindsOf);
