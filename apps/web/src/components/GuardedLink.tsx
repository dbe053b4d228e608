import { Link, type LinkProps } from 'react-router';

/**
 * A link to content that needs a signed-in teacher with an active subscription (SPEC §2, Programme page:
 * "A login-guarded link opens a login panel; after login a non-active subscriber sees a subscribe modal").
 * Screens use it for every such link; the accounts feature gives it that behaviour.
 */
export function GuardedLink(props: LinkProps) {
  return <Link {...props} />;
}
