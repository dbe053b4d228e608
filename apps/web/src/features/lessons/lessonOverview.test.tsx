import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lessonPage, overviewProgramme } from '../../test/curriculum';
import { activityWithSlides, lessonSlideShowOf } from '../../test/fixtures';
import { breadcrumbTrail, hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const lessonPath = '/primary/music-foundations/unit/unit-1/lesson/lesson-1';

/** The activity cards' titles and the dividers, in the order the page shows them. */
function activityOrder(region: HTMLElement): string[] {
  return [...region.querySelectorAll('h3, h4')].map((heading) =>
    heading.tagName === 'H3' ? `— ${heading.textContent}` : (heading.textContent ?? ''),
  );
}

describe('lesson overview (SPEC §2)', () => {
  it('lists the activities in the merge order with dividers, times, types, summaries and teaching options', async () => {
    logIn();
    server.use(graphql.query('SchemeLessonsQuery', () => HttpResponse.json({ data: lessonPage() })));
    renderApp(lessonPath);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Lesson overview');
    expect(heading).toHaveTextContent('Finding the Pulse');
    expect(screen.getByText('Year 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Lesson' })).toHaveAttribute('href', `${lessonPath}/slides`);

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getAllByRole('link')).toHaveLength(1);

    const activities = screen.getByRole('region', { name: 'Activities' });
    expect(activityOrder(activities)).toEqual([
      'Stretch and Breathe',
      'Rhythm Pool',
      'Pitch Pool',
      '— Warm-up',
      'Marching to the Pulse',
      '— Main activity',
      'The Echo Song',
    ]);
    const above = within(activities).getByRole('link', { name: 'Stretch and Breathe' }).closest('.card') as HTMLElement;
    expect(within(above).getByText('Free-flow')).toBeInTheDocument();
    expect(within(above).getByText('Warm-up')).toBeInTheDocument();
    expect(within(above).getByText('Stretch and Breathe summary.')).toBeInTheDocument();

    const march = within(activities).getByRole('link', { name: 'Marching to the Pulse' });
    expect(march).toHaveAttribute('href', `${lessonPath}/activity/act-march`);
    const marchCard = march.closest('.card') as HTMLElement;
    expect(within(marchCard).getByText('Teaching options')).toBeInTheDocument();
    expect(within(marchCard).getByText('circle').tagName).toBe('STRONG');
    // In the unit's section, so the library link goes into that section.
    expect(hrefOf(/^View in Activity Library/, marchCard)).toBe(
      '/primary/music-foundations/activity/lib-1/sec-warm/act-march',
    );
    const echoCard = within(activities).getByRole('link', { name: 'The Echo Song' }).closest('.card') as HTMLElement;
    expect(hrefOf(/^View in Activity Library/, echoCard)).toBe('/primary/music-foundations/activity/-/-/act-echo');

    expect(hrefOf('Next: Patterns in Time')).toBe('/primary/music-foundations/unit/unit-1/lesson/lesson-2');
    const extension = screen.getByRole('region', { name: 'Extension activities' });
    expect(within(extension).getByRole('link', { name: 'Rhythm Grid Compositions' })).toBeInTheDocument();
  });

  it('shows what a teacher plans from: objectives, total time, key vocabulary and the slides (issue 44)', async () => {
    logIn();
    server.use(graphql.query('SchemeLessonsQuery', () => HttpResponse.json({ data: lessonPage() })));
    const user = userEvent.setup();
    renderApp(lessonPath);
    const objectives = await screen.findByRole('region', { name: 'Learning objectives' });
    expect(
      within(objectives)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Find and keep a steady pulse.', 'Sing back an echo in tune.']);

    const vocabulary = screen.getByRole('region', { name: 'Key vocabulary' });
    expect(
      within(vocabulary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['pulse', 'echo']);
    expect(within(vocabulary).getByText('Singing back exactly what you hear.')).toBeInTheDocument();

    // Above (free-flow), the pool's two (10 each), the march (10) and the echo (15); not the extension activity.
    const time = screen.getByRole('region', { name: 'Total time' });
    expect(time).toHaveTextContent('45 minutes');
    expect(time).toHaveTextContent('5 activities, plus 1 free-flow activity');
    expect(time).toHaveTextContent('Free-flow: no set length. Run it for as long as suits your class.');

    // Every slide lesson mode shows (not the one left out of the lesson), each opening lesson mode at that slide.
    const slides = screen.getByRole('region', { name: /^Slides/ });
    const links = within(slides).getAllByRole('link');
    expect(links).toHaveLength(3);
    // The caption's parts are blocks (a browser reads a space between them; jsdom has no layout).
    const slideLink = (name: string) =>
      within(slides)
        .getByRole('link', { name: new RegExp(`^${name.replace(/([,:]) /g, '$1\\s*')}$`) })
        .getAttribute('href');
    expect(slideLink('Marching to the Pulse, slide 1: March on the spot')).toBe(`${lessonPath}/slides/act-march/1`);
    expect(slideLink('Marching to the Pulse, slide 2: Pass the beat')).toBe(`${lessonPath}/slides/act-march/2`);
    expect(slideLink('The Echo Song, slide 1: Listen to the echo')).toBe(`${lessonPath}/slides/act-echo/1`);
    expect(links[0].querySelector('img')).toHaveAttribute('src', '/uploads/march-on-the-spot.png');

    // 'Free-flow' on an activity card explains itself to a keyboard.
    const activities = screen.getByRole('region', { name: 'Activities' });
    await user.click(within(activities).getByRole('button', { name: /^Time:\s*Free-flow$/ }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('no set length');
  });

  it('fetches lesson mode ahead while the teacher reads it: Start Lesson opens the first slide without asking again (issue 44)', async () => {
    logIn();
    const slideShows: unknown[] = [];
    server.use(
      graphql.query('SchemeLessonsQuery', () => HttpResponse.json({ data: lessonPage() })),
      graphql.query('LessonSlideShow', ({ variables }) => {
        slideShows.push(variables);
        return HttpResponse.json({ data: lessonSlideShowOf([activityWithSlides('a1', 'Marching', 2)]) });
      }),
    );
    const { router } = renderApp(lessonPath);
    const start = await screen.findByRole('link', { name: 'Start Lesson' });
    // Before any click: lesson mode's own read of this lesson.
    await waitFor(() => expect(slideShows).toEqual([{ lessonId: 'lesson-1', customSchemeId: '', customUnit: false }]));
    await waitFor(() => expect(start).toHaveAttribute('data-lesson-mode', 'ready'));

    await userEvent.click(start);
    expect(await screen.findByRole('heading', { level: 1, name: 'Slide 1' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`${lessonPath}/slides/a1/1`);
    expect(slideShows).toHaveLength(1);
  });

  it('opens lesson mode as a new page while its code and slides are still coming (issue 44)', async () => {
    logIn();
    server.use(
      graphql.query('SchemeLessonsQuery', () => HttpResponse.json({ data: lessonPage() })),
      // Lesson mode's read of the lesson never answers here: the fetch ahead is still under way.
      graphql.query('LessonSlideShow', () => new Promise<never>(() => undefined)),
    );
    const { router } = renderApp(lessonPath);
    const start = await screen.findByRole('link', { name: 'Start Lesson' });
    expect(start).toHaveAttribute('data-lesson-mode', 'loading');
    // The app leaves the tap to the browser (the page the server renders, which a rendered overview fetched ahead):
    // the router does not take it (it would prevent the browser's own navigation).
    const click = createEvent.click(start, { button: 0 });
    fireEvent(start, click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe(lessonPath);
    expect(start).toHaveAttribute('href', `${lessonPath}/slides`);
  });

  it('previews the slides without links when the lesson has no lesson mode', async () => {
    logIn();
    const data = lessonPage({ disable_lesson_mode: true });
    server.use(graphql.query('SchemeLessonsQuery', () => HttpResponse.json({ data })));
    renderApp(lessonPath);
    const slides = await screen.findByRole('region', { name: /^Slides/ });
    expect(within(slides).queryAllByRole('link')).toEqual([]);
    expect(within(slides).getByText('Listen to the echo')).toBeInTheDocument();
  });

  it("hides 'Start Lesson' when the lesson disables lesson mode, and has no 'Next:' on the last lesson", async () => {
    logIn();
    const data = lessonPage({ documentId: 'lesson-2', title: 'Patterns in Time', disable_lesson_mode: true });
    server.use(graphql.query('SchemeLessonsQuery', () => HttpResponse.json({ data })));
    renderApp('/primary/music-foundations/unit/unit-1/lesson/lesson-2');
    await screen.findByRole('heading', { level: 1, name: /Patterns in Time/ });
    expect(screen.queryByRole('link', { name: 'Start Lesson' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Next:/ })).toBeNull();
  });

  it("heads a custom unit's lesson 'Lesson overview' and filters its pool by the unit's strands", async () => {
    logIn();
    let variables: Record<string, unknown> = {};
    const base = lessonPage({ page_title: null });
    server.use(
      graphql.query('SchemeLessonsQuery', (request) => {
        variables = request.variables;
        return HttpResponse.json({
          data: {
            lessonOverview: {
              __typename: 'LessonOverview',
              lesson: base.lessonOverview.lesson,
              programme: overviewProgramme,
            },
            customScheme: {
              __typename: 'CustomScheme',
              documentId: 'custom-1',
              title: 'My rhythm unit',
              // The CMS's lesson rule: the unit's lessons, each with its pool filtered by the unit's strands.
              lessons: [
                {
                  __typename: 'CustomUnitLesson',
                  lesson: {
                    __typename: 'Lesson',
                    documentId: 'lesson-1',
                    title: 'Finding the Pulse',
                    disable_lesson_mode: false,
                  },
                  activity_pool: [{ __typename: 'ActivityPage', documentId: 'act-pool-rhythm' }],
                },
                {
                  __typename: 'CustomUnitLesson',
                  lesson: {
                    __typename: 'Lesson',
                    documentId: 'lesson-9',
                    title: 'Create and Compose',
                    disable_lesson_mode: false,
                  },
                  activity_pool: [],
                },
              ],
            },
          },
        });
      }),
    );
    const path = '/primary/music-foundations/custom-unit/custom-1/lesson/lesson-1';
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson overview' })).toBeInTheDocument();
    expect(variables).toMatchObject({ customUnit: true, schemeId: 'custom-1', lessonId: 'lesson-1' });
    const activities = screen.getByRole('region', { name: 'Activities' });
    expect(hrefOf('Rhythm Pool', activities)).toBe(`${path}/activity/act-pool-rhythm`);
    expect(within(activities).queryByRole('link', { name: 'Pitch Pool' })).toBeNull();
    expect(hrefOf('Next: Create and Compose')).toBe('/primary/music-foundations/custom-unit/custom-1/lesson/lesson-9');
    expect(breadcrumbTrail()).toEqual([
      ['Home', '/'],
      ['Primary', '/primary'],
      ['Music Foundations', '/primary/music-foundations'],
      ['Your Custom Units', '/primary/music-foundations/custom-unit'],
      ['My rhythm unit', '/primary/music-foundations/custom-unit/custom-1'],
    ]);
  });

  it('shows the spinner while loading and not-found for an unknown lesson', async () => {
    logIn();
    // The answer waits until the spinner has been seen: however fast the screen's code is at hand.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.query('SchemeLessonsQuery', async () => {
        await answered;
        return HttpResponse.json({
          data: { lessonOverview: { __typename: 'LessonOverview', lesson: null, scheme: null, programme: null } },
        });
      }),
    );
    renderApp(lessonPath);
    // The page's skeleton (a route's code arriving shows another status first, which it replaces).
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
    answer();
    expect(await screen.findByRole('heading', { name: 'Lost?' })).toBeInTheDocument();
  });
});
