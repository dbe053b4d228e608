import type { SignUpPageQuery } from '../../gql/graphql';
import type { StoredUserProfile } from '../../lib/session';

export interface Promobox {
  title: string | null;
  body: string | null;
  link: { href: string; label: string } | null;
}

interface SignUpPageView {
  title: string;
  description: string | null;
  /** SPEC-GUIDE §2: the registration form comes with the sign-up page's content title and introduction. */
  contentTitle: string | null;
  introduction: string | null;
  promobox: Promobox | null;
  sidebarPromobox: Promobox | null;
}

type RawPromobox = NonNullable<NonNullable<SignUpPageQuery['signUpPage']>['promobox']>;

function toPromobox(box: RawPromobox | null | undefined): Promobox | null {
  if (!box || (!box.title && !box.body)) return null;
  return {
    title: box.title ?? null,
    body: box.body ?? null,
    link: box.link_url ? { href: box.link_url, label: box.link_label || box.link_url } : null,
  };
}

export function toSignUpPageView(data: SignUpPageQuery | undefined): SignUpPageView {
  const page = data?.signUpPage;
  return {
    title: page?.title || 'Your Account',
    description: page?.description ?? null,
    contentTitle: page?.title_free_trial ?? null,
    introduction: page?.introduction_free_trial ?? null,
    promobox: toPromobox(page?.promobox),
    sidebarPromobox: toPromobox(page?.sidebar_promobox),
  };
}

/** The account details fields in display order (SPEC-GUIDE §3 user profile). */
export const PROFILE_FIELDS = [
  { key: 'salutation', label: 'Title', autoComplete: 'honorific-prefix' },
  { key: 'first_name', label: 'First name', autoComplete: 'given-name', required: true },
  { key: 'last_name', label: 'Last name', autoComplete: 'family-name', required: true },
  { key: 'phone_number', label: 'Phone number', autoComplete: 'tel', type: 'tel' },
  { key: 'school', label: 'School', autoComplete: 'organization' },
  { key: 'role', label: 'Role', autoComplete: 'organization-title' },
  { key: 'address_1', label: 'Address', autoComplete: 'address-line1' },
  { key: 'address_2', label: 'Address (second line)', autoComplete: 'address-line2' },
  { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
] as const;

type ProfileKey = (typeof PROFILE_FIELDS)[number]['key'];
export type ProfileForm = Record<ProfileKey, string>;

/** SPEC-GUIDE §5: these show 'required' when the server reports an error for them. */
export const SHOWN_AS_REQUIRED: ProfileKey[] = ['school', 'postcode', 'phone_number', 'role'];

export function toProfileForm(profile: StoredUserProfile | null | undefined): ProfileForm {
  return Object.fromEntries(PROFILE_FIELDS.map(({ key }) => [key, profile?.[key] ?? ''])) as ProfileForm;
}

/** The profile as the details view lists it: blank fields shown as '—'. */
export function toProfileRows(profile: StoredUserProfile | null | undefined, email: string | null | undefined) {
  const name = [profile?.salutation, profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  const address = [profile?.address_1, profile?.address_2].filter(Boolean).join(', ');
  return [
    { label: 'Name', value: name },
    { label: 'Email address', value: email ?? '' },
    { label: 'Phone number', value: profile?.phone_number ?? '' },
    { label: 'School', value: profile?.school ?? '' },
    { label: 'Role', value: profile?.role ?? '' },
    { label: 'Address', value: address },
    { label: 'Postcode', value: profile?.postcode ?? '' },
  ].map((row) => ({ ...row, value: row.value || '—' }));
}
