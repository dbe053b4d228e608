/** A user reads and changes only their own profile; there are no routes to anybody else's. */
export default {
  routes: [
    { method: 'GET', path: '/user-profile/me', handler: 'user-profile.findOwn', config: { policies: [] } },
    { method: 'PUT', path: '/user-profile/me', handler: 'user-profile.updateOwn', config: { policies: [] } },
  ],
};
