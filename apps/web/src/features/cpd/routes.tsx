// SPEC-GUIDE §2 CPD: the index (public) and its two detail pages (login required, see the router).
export { CpdPage } from './CpdPage';
export { CpdLiveEventPage, CpdSessionPage } from './CpdDetailPages';
