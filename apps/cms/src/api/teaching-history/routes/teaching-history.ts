/**
 * A teacher's own teaching history (the home's "Continue where you left off" and recently opened lessons). Only these
 * routes exist: src/access/ownership.ts scopes every read and write to the token's user, src/access/permissions.ts
 * grants them to subscribers (only they open lessons).
 */
export default {
  routes: [
    { method: 'GET', path: '/teaching-history/mine', handler: 'teaching-history.mine', config: { policies: [] } },
    {
      method: 'PUT',
      path: '/teaching-history/opened',
      handler: 'teaching-history.recordOpened',
      config: { policies: [] },
    },
    {
      method: 'PUT',
      path: '/teaching-history/position',
      handler: 'teaching-history.recordPosition',
      config: { policies: [] },
    },
  ],
};
