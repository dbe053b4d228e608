import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function LiveProgrammePage() {
  return <ComingSoon title="Live programme" />;
}

export function LiveProductionPage() {
  return <ComingSoon title="Live production" />;
}
