import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { subscriptions } from '../api/subscription/services/subscription';

/**
 * Passes for a signed-in user with a current subscription of their own (not a trial, not through membership):
 * the owners of member accounts. Everyone else gets a 403 that says why.
 */
export default async (
  policyContext: { state?: { user?: { id: number } } },
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  const user = policyContext.state?.user;
  if (!user) return false;
  if ((await subscriptions(strapi).ownCurrent(user.id))?.kind === 'subscription') return true;
  throw new errors.PolicyError(
    'Member accounts come with a subscription: you need a current subscription of your own to manage members.',
  );
};
