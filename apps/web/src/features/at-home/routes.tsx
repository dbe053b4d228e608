import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function AtHomeLibraryPage() {
  return <ComingSoon title="Music at Home" />;
}

export function AtHomeActivityPage() {
  return <ComingSoon title="Music at Home activity" />;
}
