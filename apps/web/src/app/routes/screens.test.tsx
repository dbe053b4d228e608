import { render, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { schemeLessonsQuery, schemeLessonsVariables } from '../../features/lessons/api/lesson';
import { createApolloClient } from '../../lib/apolloClient';
import { lessonPage } from '../../test/curriculum';
import { logIn } from '../../test/renderApp';
import { server } from '../../test/server';
import { startSubscriberQuery } from './screens';

const lessonPath = '/primary/music-foundations/unit/unit-1/lesson/lesson-1';

/** One route, its loader from startSubscriberQuery with `load`, its screen the code `code` gives when it arrives. */
function renderRoute(load: Parameters<typeof startSubscriberQuery>[1], code: Promise<ComponentType>) {
  const router = createMemoryRouter(
    [
      {
        path: '/:audience/:programme/unit/:unit/lesson/:lesson',
        loader: startSubscriberQuery(createApolloClient(), load),
        lazy: { Component: () => code },
        hydrateFallbackElement: <p>Loading the screen</p>,
      },
    ],
    { initialEntries: [lessonPath] },
  );
  render(<RouterProvider router={router} />);
}

const overviewQuery = async (params: Parameters<typeof schemeLessonsVariables>[0]) => ({
  query: schemeLessonsQuery,
  variables: schemeLessonsVariables(params, false),
});

describe("a subscriber's screen asks for its data with its code (issue 44)", () => {
  it("sends the screen's query while its code is still on the way", async () => {
    logIn();
    const asked = new Promise((resolve) =>
      server.use(
        graphql.query('SchemeLessonsQuery', ({ variables }) => {
          resolve(variables);
          return HttpResponse.json({ data: lessonPage() });
        }),
      ),
    );
    let codeArrives: (screen: ComponentType) => void = () => {};
    renderRoute(overviewQuery, new Promise((resolve) => (codeArrives = resolve)));

    expect(await asked).toEqual({
      lessonId: 'lesson-1',
      schemeId: 'unit-1',
      programmeSlug: 'music-foundations',
      customUnit: false,
    });
    expect(screen.getByText('Loading the screen')).toBeInTheDocument();
    codeArrives(() => <h1>Lesson overview</h1>);
    expect(await screen.findByRole('heading', { name: 'Lesson overview' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor', () => undefined],
    ['a teacher without a subscription', () => logIn({ roleType: 'authenticated' })],
  ])('asks nothing for %s, who is shown no content there', async (_who, signIn) => {
    signIn();
    const load = vi.fn(overviewQuery);
    renderRoute(
      load,
      Promise.resolve(() => <h1>Lesson overview</h1>),
    );
    expect(await screen.findByRole('heading', { name: 'Lesson overview' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
