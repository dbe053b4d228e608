import { createContext, useContext } from 'react';
import type { Session } from '../lib/session';

/**
 * The login panel and the subscribe modal, opened from anywhere (header, footer, guarded links, the account page).
 * The app provides them (app/AccountPromptsHost.tsx); without a provider (a component tested alone) there are none.
 */
export interface LoginPanelOptions {
  /**
   * What happens after a successful login. Without it the browser goes to / (SPEC-GUIDE §2 "login success to /"); a
   * guarded link goes on to its content instead, or shows the subscribe modal.
   */
  onLoggedIn?: (session: Session) => void;
  /** A line shown above the form (e.g. after a password reset). */
  notice?: string;
  /** What the teacher is about to open, shown as "Log in to open {opening}" (e.g. "the unit ‘Pulse’"). */
  opening?: string;
}

export interface AccountPrompts {
  openLogin(options?: LoginPanelOptions): void;
  openSubscribe(): void;
}

export const AccountPromptsContext = createContext<AccountPrompts | null>(null);

export function useAccountPrompts(): AccountPrompts | null {
  return useContext(AccountPromptsContext);
}
