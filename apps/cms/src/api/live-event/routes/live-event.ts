/** Public: the live home page shows the events to everyone (SPEC-GUIDE §2 Live home). */
export default {
  routes: [
    { method: 'GET', path: '/live-events', handler: 'live-event.find', config: { auth: false } },
    { method: 'GET', path: '/demo-events/wp/v2/events', handler: 'live-event.demoEvents', config: { auth: false } },
    { method: 'GET', path: '/demo-events/wp/v2/media/:id', handler: 'live-event.demoMedia', config: { auth: false } },
  ],
};
