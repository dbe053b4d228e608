/** SPEC-GUIDE §2/§8: what the subscribe modal and the subscriber-only page say to a teacher without a subscription. */
export const SUBSCRIBE_MESSAGE = 'You need an active subscription to access this content.';
