import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkCard } from './LinkCard';

describe('LinkCard', () => {
  it('shows the title as a heading, the details, and a button naming its card for screen readers', () => {
    render(
      <MemoryRouter>
        <LinkCard title="Body percussion" headingLevel="h2" kicker="Lesson 2" action={{ to: '/a/1', label: 'Explore' }}>
          <p>12 activities</p>
        </LinkCard>
        <LinkCard title="Gamelan" action={{ to: '/e/2', label: 'Learn more', context: 'about Gamelan' }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Body percussion' })).toBeVisible();
    expect(screen.getByText('Lesson 2')).toBeVisible();
    expect(screen.getByText('12 activities')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore Body percussion' })).toHaveAttribute('href', '/a/1');
    expect(screen.getByRole('heading', { level: 3, name: 'Gamelan' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Learn more about Gamelan' })).toHaveAttribute('href', '/e/2');
  });
});
