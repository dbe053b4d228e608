import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageStatus } from './PageStatus';
import { PageSkeleton } from './Skeleton';

describe('the skeleton of a loading page', () => {
  it('is marked busy and announced once as "Loading…", its placeholder bars hidden from screen readers', () => {
    const { container } = render(<PageSkeleton />);
    const busy = container.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('status')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('heading')).toBeNull();
    const bars = Array.from(busy!.querySelectorAll('.placeholder'));
    expect(bars.length).toBeGreaterThan(3);
    expect(bars.every((bar) => bar.closest('[aria-hidden="true"]'))).toBe(true);
  });

  it('shows the real heading when the page already knows it', () => {
    render(<PageSkeleton heading="Pulse and rhythm" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pulse and rhythm' })).toBeVisible();
  });

  it('stands in for a loading page instead of a spinner', () => {
    const { container } = render(
      <MemoryRouter>
        <PageStatus loading />
      </MemoryRouter>,
    );
    expect(container.querySelector('.spinner-border')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
