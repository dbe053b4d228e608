// The seeded subscriber's session and the seeded pages worth looking at, for the scripts that photograph or audit the
// demo (scripts/screens.mjs, bench/accessibility.mjs).

const subscriber = { identifier: 'subscriber@example.com', password: 'Teacher123' };

export async function graphqlQuery(baseUrl, query, token) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data;
}

/** The subscriber's token and the session the app keeps after a login (apps/web/src/lib/me.ts). */
export async function subscriberSession(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(subscriber),
  });
  const { jwt } = await response.json();
  if (!jwt) throw new Error('The seeded subscriber could not sign in');
  const { me } = await graphqlQuery(
    baseUrl,
    `{ me { id documentId username email role { type description } user_profile { salutation first_name last_name phone_number school role address_1 address_2 postcode user_updated } } }`,
    jwt,
  );
  return { token: jwt, me };
}

/** A seeded unit, lesson and activity (with slides) to photograph, in the first programme that has them. */
export async function seededPaths(baseUrl, token) {
  const { schemes } = await graphqlQuery(
    baseUrl,
    `{ schemes { documentId programme { slug audience { slug } } lessons { documentId activities { activity { documentId activity_slideshow { activity_slides { title } } } } } } }`,
    token,
  );
  for (const scheme of schemes) {
    const programme = `/${scheme.programme.audience.slug}/${scheme.programme.slug}`;
    for (const lesson of scheme.lessons) {
      const activity = lesson.activities.find((entry) => entry.activity?.activity_slideshow)?.activity;
      if (!activity) continue;
      const unit = `${programme}/unit/${scheme.documentId}`;
      const lessonPath = `${unit}/lesson/${lesson.documentId}`;
      return {
        audience: `/${scheme.programme.audience.slug}`,
        programme,
        unit,
        lesson: lessonPath,
        activity: `${lessonPath}/activity/${activity.documentId}`,
        slides: `${lessonPath}/slides/${activity.documentId}/1`,
        // A later slide, where the teacher's home shows they left off.
        leftAt: `${lessonPath}/slides/${activity.documentId}/${Math.min(3, activity.activity_slideshow.activity_slides.length)}`,
      };
    }
  }
  throw new Error('No seeded lesson with a slideshow');
}

/** The subscriber opened the lesson and left it at a later slide, so their home shows a teacher's home in use. */
export async function teachSomething(baseUrl, token, paths) {
  for (const [event, path] of [
    ['opened', paths.lesson],
    ['position', paths.leftAt],
  ]) {
    const response = await fetch(`${baseUrl}/api/teaching-history/${event}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { path } }),
    });
    if (!response.ok) throw new Error(`The teaching history did not keep ${path}: ${response.status}`);
  }
}

/** Runs in the page: the session a login leaves in localStorage (apps/web/src/lib/session.ts), for `addInitScript`. */
export function storeSession({ token, me }) {
  localStorage.setItem('token', token);
  localStorage.setItem(
    'user',
    JSON.stringify({ id: me.id, documentId: me.documentId, username: me.username, email: me.email }),
  );
  localStorage.setItem('userRole', JSON.stringify(me.role));
  if (me.user_profile) localStorage.setItem('userProfile', JSON.stringify(me.user_profile));
}
