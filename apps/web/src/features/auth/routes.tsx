import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function LoginPage() {
  return <ComingSoon title="Log In" />;
}
