/**
 * A route's `handle` saying a signed-in user is enough (no subscription needed), e.g. the CPD detail pages;
 * RequireLogin reads it. A module of its own: RequireLogin is loaded with the screens behind a sign-in (screens.ts
 * `requireLogin`).
 */
export const SIGNED_IN_ONLY = { access: 'signed-in' } as const;
