/**
 * scores: music notation (ABC) engraved to SVG, for printed scores and the seed's pictures.
 *
 * Owns: engrave.ts.
 *
 * Uses: nothing
 * Used by: nothing of the rooms (Strapi's entry points only)
 */
export {};
