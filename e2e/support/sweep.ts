/**
 * The catalogue sweeps (every seeded slide at every screen size, every seeded lesson's activities in lesson mode)
 * prove the demo content as much as the code. `npm run test:scale` runs them whole (`E2E_SWEEP=every`, as
 * scripts/scale/run.mjs sets it); `npm test` runs a sample that still meets every kind the code tells apart: every
 * slide template (the first two of each and every one with more text than any before it), every shape of lesson
 * (issue 46: each check where it proves something; the whole sweeps cost about 200 of Chromium's core-seconds).
 */
export const sweepsWhole = process.env.E2E_SWEEP === 'every';
