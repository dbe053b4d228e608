import { describe, expect, it } from 'vitest';
import { getToken, hasActiveSubscription, isLoggedIn, sessionKeys } from './session';

describe('stored session', () => {
  it('is logged in exactly when a token is stored', () => {
    expect(isLoggedIn()).toBe(false);
    expect(getToken()).toBeNull();
    localStorage.setItem(sessionKeys.token, 'jwt');
    expect(isLoggedIn()).toBe(true);
    expect(getToken()).toBe('jwt');
  });

  it('grants content access only to the active_subscriber role type', () => {
    localStorage.setItem(sessionKeys.token, 'jwt');
    localStorage.setItem(sessionKeys.userRole, JSON.stringify({ type: 'authenticated' }));
    expect(hasActiveSubscription()).toBe(false);
    localStorage.setItem(sessionKeys.userRole, JSON.stringify({ type: 'active_subscriber' }));
    expect(hasActiveSubscription()).toBe(true);
    localStorage.removeItem(sessionKeys.token);
    expect(hasActiveSubscription()).toBe(false);
  });

  it('ignores a stored role that is not JSON', () => {
    localStorage.setItem(sessionKeys.token, 'jwt');
    localStorage.setItem(sessionKeys.userRole, 'active_subscriber');
    expect(hasActiveSubscription()).toBe(false);
  });
});
