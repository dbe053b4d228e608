import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function ProgrammePage() {
  return <ComingSoon title="Programme" />;
}
