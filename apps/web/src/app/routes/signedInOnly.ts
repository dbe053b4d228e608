/**
 * A route's `handle` saying a signed-in user is enough (no subscription needed), e.g. the CPD detail pages;
 * RequireLogin reads it.
 */
export const SIGNED_IN_ONLY = { access: 'signed-in' } as const;
