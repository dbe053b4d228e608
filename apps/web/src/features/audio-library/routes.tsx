import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function AudioLibraryPage() {
  return <ComingSoon title="Audio Library" />;
}

export function AudioCollectionPage() {
  return <ComingSoon title="Audio collection" />;
}

export function AudioPage() {
  return <ComingSoon title="Audio page" />;
}
