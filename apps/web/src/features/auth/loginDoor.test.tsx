import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { programmePage } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const unitPath = '/primary/pulse/unit/u1';

/** The unit's public title and summary; records every operation the page asks for. */
function publicUnit() {
  const operations: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/graphql'))
      void request
        .clone()
        .json()
        .then((body: { operationName?: string }) => operations.push(String(body.operationName)));
  });
  server.use(
    graphql.query('UnitDoor', ({ variables }) =>
      HttpResponse.json({
        data:
          variables.unitId === 'u1'
            ? { scheme: { __typename: 'Scheme', documentId: 'u1', title: 'Pulse and Rhythm', blurb: 'Feel the beat.' } }
            : { scheme: null },
      }),
    ),
  );
  return operations;
}

describe('signed-out doors that explain', () => {
  it("opened from a programme's unit card, the login panel says what it opens and offers a free account", async () => {
    server.use(graphql.query('ProgrammeQuery', () => HttpResponse.json({ data: programmePage('pulse', 'primary') })));
    renderApp('/primary/pulse');
    await userEvent.click(await screen.findByRole('link', { name: /^View unit of work/ }));
    const panel = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(panel).getByText('Log in to open the unit ‘Finding the Pulse’.')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/subscribe');
  });

  it("shows a unit address's title and summary with log in and create a free account", async () => {
    publicUnit();
    renderApp(unitPath);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulse and Rhythm' })).toBeVisible();
    expect(screen.getByText('Feel the beat.')).toBeVisible();
    expect(screen.getByText('You need to be logged in to access this content.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/subscribe');
    const logIn = within(screen.getByRole('main')).getByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', '/login');

    await userEvent.click(logIn);
    const panel = await screen.findByRole('dialog', { name: 'Log In' });
    expect(within(panel).getByText('Log in to open the unit ‘Pulse and Rhythm’.')).toBeVisible();
  });

  it('names a lesson address by its section and public unit, never asking for the lesson', async () => {
    const operations = publicUnit();
    renderApp(`${unitPath}/lesson/l1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to open this lesson' })).toBeVisible();
    expect(await screen.findByText('From the unit ‘Pulse and Rhythm’: Feel the beat.')).toBeVisible();
    expect(operations.filter((name) => !['UnitDoor', 'me', 'AudiencesAndProgrammes'].includes(name))).toEqual([]);
  });

  it('shows a generic door where the address names no public unit', async () => {
    publicUnit();
    renderApp('/playlists/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to open your playlists' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toBeVisible();
  });
});
