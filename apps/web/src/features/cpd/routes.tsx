import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function CpdPage() {
  return <ComingSoon title="CPD" />;
}

export function CpdLiveEventPage() {
  return <ComingSoon title="CPD live event" />;
}

export function CpdSessionPage() {
  return <ComingSoon title="CPD session" />;
}
