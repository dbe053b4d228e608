export default {
  routes: [
    // Only a teacher with an active subscription can make a link (the permissions table grants this action).
    { method: 'GET', path: '/at-home/link', handler: 'at-home.link' },
    // Families open links without an account.
    { method: 'GET', path: '/at-home/:code', handler: 'at-home.open', config: { auth: false } },
  ],
};
