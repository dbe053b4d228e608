import { screen, within, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hrefOf, logIn, renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

describe('home page', () => {
  it('shows the CMS title, introduction and a card per audience with an Explore link', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Music Classroom' })).toBeVisible();
    expect(screen.getByText('teach music', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore Primary' })).toHaveAttribute('href', '/primary');
    expect(screen.getByRole('link', { name: 'Explore SEND' })).toHaveAttribute('href', '/send');
    expect(screen.getByRole('heading', { name: 'Primary' })).toBeVisible();
    expect(screen.getByText('Ages 5 to 11')).toBeVisible();
  });

  it('shows the intro video text and link, and promoboxes with their optional links', async () => {
    renderApp('/');

    expect(await screen.findByText('See how it works in two minutes.')).toBeVisible();
    expect(hrefOf('Watch the introduction video')).toBe('https://vimeo.com/123456');
    const promo = screen.getByRole('heading', { name: 'Try a free lesson' }).closest('section')!;
    expect(within(promo).getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/subscribe');
    const news = screen.getByRole('heading', { name: 'News' }).closest('section')!;
    expect(within(news).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is titled with the site name alone, also as a welcome page', async () => {
    renderApp('/welcome/new');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the Music Classroom' });
    await waitFor(() => expect(document.title).toBe('Music Classroom'));
  });

  it('shows a spinner while the content loads', async () => {
    // The content waits until the spinner has been seen (then the usual answer follows): however fast the code is.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.query('learningResourcesHome', async () => {
        await answered;
      }),
    );
    renderApp('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    answer();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to the Music Classroom' });
  });

  it('shows the error panel when the content cannot be loaded', async () => {
    logIn();
    server.use(
      graphql.query('learningResourcesHome', () =>
        HttpResponse.json({ errors: [{ message: 'The content service is down' }] }),
      ),
    );
    renderApp('/');
    expect(
      await screen.findByText("Oops! Seems like we played the wrong note and can't show this page..."),
    ).toBeVisible();
    expect(screen.getByText(/The content service is down/)).toBeVisible();
  });
});
