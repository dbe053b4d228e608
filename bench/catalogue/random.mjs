/**
 * A small seeded pseudo-random generator (mulberry32), so the same factor always generates the same catalogue.
 * Math.random would make two benchmark databases differ in shape.
 */

/**
 * @param {number} seed
 */
export function createRandom(seed) {
  let state = seed >>> 0;

  /** A float in [0, 1). */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  /** An integer in [min, max], both included. */
  const integer = (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1));

  /**
   * @template T
   * @param {readonly T[]} list
   * @returns {T}
   */
  const pick = (list) => list[Math.floor(next() * list.length)];

  /**
   * `count` different items of the list, in random order.
   * @template T
   * @param {readonly T[]} list
   * @param {number} count
   * @returns {T[]}
   */
  const sample = (list, count) => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(count, copy.length));
  };

  /** True with the given probability. */
  const chance = (/** @type {number} */ probability) => next() < probability;

  /** Ten lowercase hex digits, like the suffix Strapi gives an uploaded file's hash. */
  const hex = () => Array.from({ length: 10 }, () => Math.floor(next() * 16).toString(16)).join('');

  return { next, integer, pick, sample, chance, hex };
}

/** @typedef {ReturnType<typeof createRandom>} Random */
