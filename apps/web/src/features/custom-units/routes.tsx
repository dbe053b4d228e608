import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function CustomUnitsPage() {
  return <ComingSoon title="Your Custom Units" />;
}

export function CustomUnitPage() {
  return <ComingSoon title="Custom unit" />;
}

export function CreateUnitPage() {
  return <ComingSoon title="Create a unit of work" />;
}
