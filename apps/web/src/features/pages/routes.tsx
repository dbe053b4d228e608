import { ComingSoon } from '../../components/ComingSoon';

// Registered routes whose screens later issues build (SPEC §2).

export function TermsPage() {
  return <ComingSoon title="Terms and Conditions" />;
}

export function PrivacyPage() {
  return <ComingSoon title="Privacy policy" />;
}

export function LandingPage() {
  return <ComingSoon title="Landing page" />;
}

export function ProjectPage() {
  return <ComingSoon title="Project" />;
}
