import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function ActivityLibraryPage() {
  return <ComingSoon title="Activity Library" />;
}

export function ActivitySectionPage() {
  return <ComingSoon title="Activity section" />;
}

export function ActivityFilterPage() {
  return <ComingSoon title="Activity Library filter" />;
}
