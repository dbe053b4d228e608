import type { MouseEvent } from 'react';
import { Link, useHref, useNavigate, type LinkProps } from 'react-router';
import { destinationOf } from '../lib/destinations';
import { useAccountPrompts } from './AccountPrompts';
import { useSession } from './useSession';

/**
 * A link to content that needs a signed-in teacher with an active subscription (SPEC-GUIDE §2, Programme page:
 * "A login-guarded link opens a login panel; after login a non-active subscriber sees a subscribe modal").
 * A subscriber follows it; a visitor gets the login panel (then the content, or the subscribe modal); a signed-in
 * user without a subscription gets the subscribe modal. It stays a real link (href, new tab, screen readers).
 * The login panel says what the link opens: `opening` (e.g. "the unit ‘Pulse’"), else what its address names.
 */
export function GuardedLink({ onClick, opening, ...props }: LinkProps & { opening?: string }) {
  const { loggedIn, activeSubscriber } = useSession();
  const prompts = useAccountPrompts();
  const navigate = useNavigate();
  const href = useHref(props.to, { relative: props.relative });

  const guard = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !prompts || activeSubscriber) return;
    event.preventDefault();
    if (loggedIn) {
      prompts.openSubscribe();
      return;
    }
    prompts.openLogin({
      opening: opening ?? destinationOf(href),
      onLoggedIn: (session) => {
        if (session.activeSubscriber)
          void navigate(props.to, { replace: props.replace, state: props.state, relative: props.relative });
        else prompts.openSubscribe();
      },
    });
  };

  return <Link {...props} onClick={guard} />;
}
