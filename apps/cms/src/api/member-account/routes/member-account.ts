// Fresh objects per route: Strapi writes each route's auth scope into its config.
const ownerOnly = () => ({ policies: ['global::has-own-subscription'] });
// Calls that send mail or try tokens are rate limited like the auth routes.
const rateLimited = () => ({ middlewares: ['plugin::users-permissions.rateLimit'] });

export default {
  routes: [
    { method: 'GET', path: '/member-account', handler: 'member-account.overview', config: {} },
    {
      method: 'POST',
      path: '/member-account/invitation',
      handler: 'member-account.invite',
      config: { ...ownerOnly(), ...rateLimited() },
    },
    {
      method: 'POST',
      path: '/member-account/remove-invitation',
      handler: 'member-account.removeInvitation',
      config: ownerOnly(),
    },
    {
      method: 'POST',
      path: '/member-account/remove-member',
      handler: 'member-account.removeMember',
      config: ownerOnly(),
    },
    {
      method: 'GET',
      path: '/member-account/invitation-details',
      handler: 'member-account.invitationDetails',
      config: rateLimited(),
    },
    { method: 'POST', path: '/member-account/accept', handler: 'member-account.accept', config: rateLimited() },
  ],
};
