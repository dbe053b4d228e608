// The typeface, self-hosted (latin, 400/600/700 only), then the design system (src/styles, docs/DESIGN.md).
import '@fontsource/lexend/latin-400.css';
import '@fontsource/lexend/latin-600.css';
import '@fontsource/lexend/latin-700.css';
import './styles/app.scss';
// The styles of components the layout and the first-visit screens draw (the header's search box, a loading page, the
// audio player, a score), which would otherwise come with the app's script after a rendered page's first screen, and
// make the browser re-style the whole page while it hydrates.
import './components/Skeleton.css';
import './features/search/search.css';
import './components/AudioPlayer.css';
import './components/score/Score.css';
import './features/playlists/components/AddToPlaylistDialog.css';
import { afterFirstScreen, nextTask } from './app/afterLoad';
import { followLinksUntilAppStarts, pageIsLeaving } from './app/linksBeforeStart';
import { SERVER_STATE_ID } from './app/serverStateId';

followLinksUntilAppStarts();

/**
 * The app in four pieces (chunks of their own: bundling/first-visit.ts), evaluated in this order, each in a task of its
 * own: evaluated at once, its half-megabyte of script held a phone's main thread for a third of a second.
 */
const pieces = [
  () => import('./app/stageReact'),
  () => import('./lib/apolloClient'),
  () => import('./app/router'),
  () => import('./app/start'),
];

/** Links to the space-separated addresses `names` holds, added to the head. */
function addLinks(names: string | undefined, attributes: Partial<HTMLLinkElement>) {
  for (const href of names?.split(' ').filter(Boolean) ?? [])
    document.head.append(Object.assign(document.createElement('link'), { ...attributes, href }));
}

async function startApp() {
  const entry = document.querySelector<HTMLScriptElement>('script[data-app-files]')?.dataset;
  // A subscriber's rendered overview names lesson mode's scripts (the CMS's shell-preloads.ts): fetched ahead with the
  // app's, as the app asks for them, and not beside the page's stylesheet and typeface.
  addLinks(entry?.prefetchFiles, { rel: 'prefetch', crossOrigin: '' });
  // A rendered page names the pieces' files (entry-server.tsx): all are fetched at once, then evaluated in turn.
  addLinks(entry?.appFiles, { rel: 'modulepreload', crossOrigin: '' });
  for (const piece of pieces) {
    if (pageIsLeaving()) return;
    await piece();
    await nextTask();
  }
}

// A page the server rendered reads, and follows its links, without script: the app is fetched once the page's first
// screen has been painted and has loaded, so on a slow connection it does not share the line with the stylesheet,
// typeface and pictures, then hydrates the page. A page rendered in the browser (a signed-in teacher's), or one whose
// content the app still has to fetch (a rendered loading state: an at-home library), starts at once.
const firstScreenComplete =
  document.getElementById(SERVER_STATE_ID) && !document.querySelector('#root [aria-busy="true"]');
if (firstScreenComplete) afterFirstScreen(() => void startApp());
else void startApp();
