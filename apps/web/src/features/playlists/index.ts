/**
 * What other features may use of playlists: the "Add to playlist" button shown on activities and audio pages.
 * The screens come through `routes.tsx`, which only the router (app/) imports.
 */
export { AddToPlaylistButton, type PlaylistItemInput } from './AddToPlaylist';
