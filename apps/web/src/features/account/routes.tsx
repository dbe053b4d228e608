import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function AccountPage() {
  return <ComingSoon title="Your Account" />;
}

export function ResetPasswordPage() {
  return <ComingSoon title="Set a new password" />;
}
