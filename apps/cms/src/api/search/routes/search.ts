export default {
  routes: [
    // Anyone may search; what each result shows depends on who asks (the controller reads the token itself).
    { method: 'GET', path: '/search', handler: 'search.find', config: { auth: false } },
  ],
};
