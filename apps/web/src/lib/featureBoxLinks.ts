/**
 * Where a feature box goes (SPEC-GUIDE §2 Audience home, Live home, Secondary home): a programme only if it has a
 * slug and is not marked unreleased; a live programme likewise, at /live/{slug}; on the Secondary home a
 * project or landing page at /secondary/{slug}. Anything else is not a link.
 */
interface ProgrammeLinkTargets {
  programme?: { slug?: string | null; released?: boolean | null } | null;
  live_programme?: { slug?: string | null; released?: boolean | null } | null;
  project?: { slug?: string | null } | null;
  landing_page?: { slug?: string | null } | null;
}

function isReleased(target: { released?: boolean | null }): boolean {
  return target.released !== false;
}

export function featureBoxHref(audienceSlug: string, link: ProgrammeLinkTargets | null | undefined): string | null {
  if (!link) return null;
  const { programme, live_programme: liveProgramme, project, landing_page: landingPage } = link;
  if (programme) return programme.slug && isReleased(programme) ? `/${audienceSlug}/${programme.slug}` : null;
  if (liveProgramme) return liveProgramme.slug && isReleased(liveProgramme) ? `/live/${liveProgramme.slug}` : null;
  if (audienceSlug !== 'secondary') return null;
  const slug = project?.slug ?? landingPage?.slug;
  return slug ? `/secondary/${slug}` : null;
}

/**
 * Where a landing page's feature card goes (SPEC-GUIDE §2 Landing page): /{audience}/{landing}/programme/{slug},
 * /{audience}/{landing}/project/{slug}, /{audience}/{landing}/page/{slug}, or /live/{slug}.
 */
export function landingFeatureHref(
  audienceSlug: string,
  landingSlug: string,
  link: ProgrammeLinkTargets | null | undefined,
): string | null {
  if (!link) return null;
  const base = `/${audienceSlug}/${landingSlug}`;
  const { programme, live_programme: liveProgramme, project, landing_page: landingPage } = link;
  if (programme) return programme.slug && isReleased(programme) ? `${base}/programme/${programme.slug}` : null;
  if (project?.slug) return `${base}/project/${project.slug}`;
  if (landingPage?.slug) return `${base}/page/${landingPage.slug}`;
  if (liveProgramme) return liveProgramme.slug && isReleased(liveProgramme) ? `/live/${liveProgramme.slug}` : null;
  return null;
}
