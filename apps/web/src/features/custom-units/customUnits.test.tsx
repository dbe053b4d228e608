import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { NOT_SAVED_WHILE_UNAVAILABLE } from '../../lib/connection';
import { describe, expect, it } from 'vitest';
import { customScheme, customSchemeBuilders, customSchemes } from '../../test/customUnitHandlers';
import { breadcrumbTrail, hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const programmePath = '/primary/music-foundations';

/** The card of a unit in the list, found by its heading. */
const cardOf = (title: string) =>
  within(screen.getByRole('heading', { level: 2, name: title }).closest('.card') as HTMLElement);

describe('create unit (SPEC §2 Create unit, §4 Unit creation, §5)', () => {
  it('shows the builder and lets the teacher pick no more than the required strands', async () => {
    logIn();
    const user = userEvent.setup();
    let variables: Record<string, unknown> = {};
    server.use(
      graphql.query('CustomSchemeBuilders', (request) => {
        variables = request.variables;
        return HttpResponse.json({ data: customSchemeBuilders(4) });
      }),
    );
    renderApp(`${programmePath}/create-unit`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build your own Music Foundations unit' }),
    ).toBeInTheDocument();
    expect(variables).toEqual({ audienceSlug: 'primary', programmeSlug: 'music-foundations' });
    expect(screen.getByText('four').tagName).toBe('STRONG');
    expect(screen.getByText('steady').tagName).toBe('STRONG');
    expect(breadcrumbTrail()).toEqual([
      ['Home', '/'],
      ['Primary', '/primary'],
      ['Music Foundations', programmePath],
      ['Your Custom Units', `${programmePath}/custom-unit`],
    ]);

    const boxes = screen.getAllByRole('checkbox');
    // In the CMS's order (sorted by id).
    expect(boxes.map((box) => box.getAttribute('id'))).toEqual([
      'strand-s-rhythm',
      'strand-s-pitch',
      'strand-s-listening',
      'strand-s-composing',
      'strand-s-singing',
      'strand-s-performing',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Rhythm' })).toHaveAccessibleDescription(
      'Feel and keep a steady pulse.',
    );
    const create = screen.getByRole('button', { name: 'Create unit' });
    expect(create).toBeDisabled();

    for (const name of ['Rhythm', 'Pitch', 'Listening']) await user.click(screen.getByRole('checkbox', { name }));
    expect(create).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Singing' }));
    expect(create).toBeEnabled();
    expect(screen.getByText(/4 of 4 strands chosen/)).toBeInTheDocument();

    // At the limit the other strands cannot be ticked.
    const composing = screen.getByRole('checkbox', { name: 'Composing' });
    expect(composing).toBeDisabled();
    await user.click(composing);
    expect(composing).not.toBeChecked();
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(4);

    // Unticking one frees a place again and disables creating.
    await user.click(screen.getByRole('checkbox', { name: 'Pitch' }));
    expect(create).toBeDisabled();
    expect(composing).toBeEnabled();
  });

  it('names the unit in a dialog (save disabled while empty), creates it and goes to the list', async () => {
    logIn();
    const user = userEvent.setup();
    let sent: Record<string, unknown> | null = null;
    server.use(
      graphql.query('CustomSchemeBuilders', () => HttpResponse.json({ data: customSchemeBuilders(3) })),
      graphql.mutation('CreateCustomScheme', ({ variables }) => {
        sent = variables.data as Record<string, unknown>;
        return HttpResponse.json({
          data: { createCustomScheme: { __typename: 'CustomScheme', documentId: 'cu-9', title: 'Beat makers' } },
        });
      }),
      graphql.query('CustomSchemes', () =>
        HttpResponse.json({ data: customSchemes([{ documentId: 'cu-9', title: 'Beat makers' }]) }),
      ),
    );
    const { router } = renderApp(`${programmePath}/create-unit`);
    await screen.findByRole('heading', { level: 1, name: 'Build your own Music Foundations unit' });
    expect(screen.getByRole('group', { name: 'Choose 3 learning strands' })).toBeInTheDocument();
    for (const name of ['Performing', 'Rhythm', 'Composing']) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Create unit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Name your unit' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: 'Unit name' });
    await user.type(name, '   ');
    expect(save).toBeDisabled();
    await user.type(name, '{Enter}');
    expect(sent).toBeNull();

    await user.clear(name);
    await user.type(name, 'Beat makers');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Custom Units' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${programmePath}/custom-unit`);
    expect(sent).toEqual({
      title: 'Beat makers',
      learning_strands: ['s-performing', 's-rhythm', 's-composing'],
      audience: 'aud-primary',
      programme: 'prog-mf',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Beat makers' })).toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the CMS refuses the unit', async () => {
    logIn();
    const user = userEvent.setup();
    server.use(
      graphql.query('CustomSchemeBuilders', () => HttpResponse.json({ data: customSchemeBuilders(1) })),
      graphql.mutation('CreateCustomScheme', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Choose exactly 1 learning strands.', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      ),
    );
    renderApp(`${programmePath}/create-unit`);
    await user.click(await screen.findByRole('checkbox', { name: 'Rhythm' }));
    await user.click(screen.getByRole('button', { name: 'Create unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name your unit' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Unit name' }), 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Choose exactly 1 learning strands\./)).toBeInTheDocument();
  });

  it('says a unit was not saved while the CMS is out of reach, keeps the typed name, and Retry creates it', async () => {
    logIn();
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let unreachable = true;
    server.use(
      graphql.query('CustomSchemeBuilders', () => HttpResponse.json({ data: customSchemeBuilders(1) })),
      // The first try meets no answer at all, as when the network drops.
      http.post('*/graphql', async ({ request }) => {
        const { operationName } = (await request.clone().json()) as { operationName?: string };
        if (operationName !== 'CreateCustomScheme' || !unreachable) return undefined;
        unreachable = false;
        return HttpResponse.error();
      }),
      graphql.mutation('CreateCustomScheme', ({ variables }) => {
        sent.push(variables.data);
        return HttpResponse.json({
          data: { createCustomScheme: { __typename: 'CustomScheme', documentId: 'cu-9', title: 'Beat makers' } },
        });
      }),
      graphql.query('CustomSchemes', () =>
        HttpResponse.json({ data: customSchemes([{ documentId: 'cu-9', title: 'Beat makers' }]) }),
      ),
    );
    renderApp(`${programmePath}/create-unit`);
    await user.click(await screen.findByRole('checkbox', { name: 'Rhythm' }));
    await user.click(screen.getByRole('button', { name: 'Create unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name your unit' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Unit name' }), 'Beat makers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(NOT_SAVED_WHILE_UNAVAILABLE)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Unit name' })).toHaveValue('Beat makers');
    expect(sent).toEqual([]);
    expect(localStorage.getItem('token')).toBe('test-token');

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Custom Units' })).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ title: 'Beat makers' })]);
  });

  it('shows not-found when the programme has no unit builder', async () => {
    logIn();
    server.use(graphql.query('CustomSchemeBuilders', () => HttpResponse.json({ data: { customSchemeBuilders: [] } })));
    renderApp(`${programmePath}/create-unit`);
    expect(await screen.findByRole('heading', { name: 'Lost?' })).toBeInTheDocument();
  });
});

describe('custom units list (SPEC §2 Custom units list)', () => {
  it("lists the teacher's units with 'View', 'Delete' after confirming, and 'Create a new Unit of Work'", async () => {
    logIn();
    const user = userEvent.setup();
    let units = [
      { documentId: 'cu-1', title: 'Year 3 rhythm unit' },
      { documentId: 'cu-2', title: 'Singing circle' },
    ];
    const deleted: string[] = [];
    server.use(
      graphql.query('CustomSchemes', () => HttpResponse.json({ data: customSchemes(units) })),
      graphql.mutation('DeleteCustomScheme', ({ variables }) => {
        deleted.push(String(variables.id));
        units = units.filter((unit) => unit.documentId !== variables.id);
        return HttpResponse.json({
          data: { deleteCustomScheme: { __typename: 'DeleteMutationResponse', documentId: String(variables.id) } },
        });
      }),
    );
    renderApp(`${programmePath}/custom-unit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Custom Units' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your Custom Units | Music Classroom'));
    expect(breadcrumbTrail()).toEqual([
      ['Home', '/'],
      ['Primary', '/primary'],
      ['Music Foundations', programmePath],
    ]);
    expect(cardOf('Year 3 rhythm unit').getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      `${programmePath}/custom-unit/cu-1`,
    );
    expect(hrefOf('Create a new Unit of Work')).toBe(`${programmePath}/create-unit`);

    // Cancelling the confirmation deletes nothing.
    await user.click(cardOf('Singing circle').getByRole('button', { name: /^Delete/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this unit?' });
    expect(within(dialog).getByText(/Singing circle/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(cardOf('Singing circle').getByRole('button', { name: /^Delete/ }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this unit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Singing circle' })).toBeNull());
    expect(deleted).toEqual(['cu-2']);
    expect(screen.getByRole('heading', { level: 2, name: 'Year 3 rhythm unit' })).toBeInTheDocument();
  });

  it('shows the error panel when the CMS answers with an error', async () => {
    logIn();
    server.use(
      graphql.query('CustomSchemes', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Forbidden access', extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    renderApp(`${programmePath}/custom-unit`);
    expect(await screen.findByText(/Oops! Seems like we played the wrong note/)).toBeInTheDocument();
  });
});

describe('custom unit detail (SPEC §2 Custom unit detail)', () => {
  it("shows the title, the plan's introduction and the CMS's lessons with 'See lesson overview'", async () => {
    logIn();
    let variables: Record<string, unknown> = {};
    server.use(
      graphql.query('CustomSchemeQuery', (request) => {
        variables = request.variables;
        return HttpResponse.json({ data: customScheme('cu-1', 'Year 3 rhythm unit') });
      }),
    );
    renderApp(`${programmePath}/custom-unit/cu-1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 3 rhythm unit' })).toBeInTheDocument();
    expect(variables).toEqual({ id: 'cu-1', audienceSlug: 'primary', programmeSlug: 'music-foundations' });
    expect(screen.getByText('These lessons draw on the activities that match the strands you chose.')).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: /^See lesson overview/ }).map((link) => link.getAttribute('href')),
    ).toEqual([
      `${programmePath}/custom-unit/cu-1/lesson/lesson-1`,
      `${programmePath}/custom-unit/cu-1/lesson/lesson-3`,
    ]);
    expect(breadcrumbTrail()).toEqual([
      ['Home', '/'],
      ['Primary', '/primary'],
      ['Music Foundations', programmePath],
      ['Your Custom Units', `${programmePath}/custom-unit`],
    ]);
  });

  it("deletes the unit after 'Delete this unit' is confirmed and returns to the list", async () => {
    logIn();
    const user = userEvent.setup();
    const deleted: string[] = [];
    server.use(
      graphql.mutation('DeleteCustomScheme', ({ variables }) => {
        deleted.push(String(variables.id));
        return HttpResponse.json({
          data: { deleteCustomScheme: { __typename: 'DeleteMutationResponse', documentId: String(variables.id) } },
        });
      }),
      graphql.query('CustomSchemes', () => HttpResponse.json({ data: customSchemes([]) })),
    );
    const { router } = renderApp(`${programmePath}/custom-unit/cu-1`);
    await user.click(await screen.findByRole('button', { name: 'Delete this unit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this unit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Custom Units' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${programmePath}/custom-unit`);
    expect(deleted).toEqual(['cu-1']);
    expect(screen.getByText(/You have not built a unit of work/)).toBeInTheDocument();
  });

  it("shows not-found for a unit the CMS does not answer (another teacher's)", async () => {
    logIn();
    server.use(
      graphql.query('CustomSchemeQuery', () => HttpResponse.json({ data: { ...customScheme(), customScheme: null } })),
    );
    renderApp(`${programmePath}/custom-unit/cu-other`);
    expect(await screen.findByRole('heading', { name: 'Lost?' })).toBeInTheDocument();
  });
});
