import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function ActivityPage() {
  return <ComingSoon title="Activity" />;
}

export function CustomUnitActivityPage() {
  return <ComingSoon title="Custom unit activity" />;
}

export function LibraryActivityPage() {
  return <ComingSoon title="Library activity" />;
}
