import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function PlaylistsPage() {
  return <ComingSoon title="Your Playlists" />;
}

export function PlaylistPage() {
  return <ComingSoon title="Playlist" />;
}
