/**
 * What a login-guarded address opens, in the words a signed-out teacher is told ("Log in to open the unit"): read
 * from the address alone, so it names nothing a visitor may not read.
 */
const DESTINATIONS: [RegExp, string][] = [
  [/\/lesson\/[^/]+\/activity\//, 'this activity'],
  [/\/lesson\/[^/]+\/slides/, 'this lesson in lesson mode'],
  [/\/lesson\//, 'this lesson'],
  [/\/custom-unit\/[^/]+/, 'your custom unit'],
  [/\/(custom-unit|create-unit)$/, 'your custom units'],
  [/\/unit\/[^/]+$/, 'the unit'],
  [/^\/playlists/, 'your playlists'],
  [/\/activity-filter$|\/activity(\/|$)/, 'the Activity Library'],
  [/\/audio(\/|$)/, 'the Audio Library'],
  [/\/at-home(\/|$)/, 'Music at Home'],
  [/^\/cpd\/session\//, 'this CPD session'],
  [/^\/cpd\/live-event\//, 'this CPD event'],
  [/^\/live\/[^/]+\/[^/]+/, 'this production'],
];

export function destinationOf(path: string): string {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '');
  return DESTINATIONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'this page';
}
