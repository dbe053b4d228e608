/**
 * The element a server-rendered page carries its data in: a JSON block, which the CSP lets through (no script runs).
 */
export const SERVER_STATE_ID = 'server-state';
