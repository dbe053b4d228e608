import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { AtHomeBox, COPIED_FOR_MS } from './AtHomeBox';

describe('AtHomeBox', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the teacher's link, copies it ('Copy' -> 'Copied!') and opens Music at Home in a new tab", async () => {
    server.use(http.get('*/api/at-home/link', () => HttpResponse.json({ data: { code: 'Ab3dEf7h' } })));
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<AtHomeBox audienceSlug="primary" programmeSlug="foundations" />);
    const input = await screen.findByLabelText('Link to share with families');
    expect(input).toHaveValue(`${window.location.origin}/primary/foundations/at-home/Ab3dEf7h`);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/primary/foundations/at-home/Ab3dEf7h`);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    const go = screen.getByRole('link', { name: /Go to Music at Home/ });
    expect(go).toHaveAttribute('target', '_blank');
  });

  it("goes back from 'Copied!' to 'Copy' after a few seconds, ready to copy again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(http.get('*/api/at-home/link', () => HttpResponse.json({ data: { code: 'Ab3dEf7h' } })));
      const writeText = vi.fn().mockResolvedValue(undefined);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      render(<AtHomeBox audienceSlug="primary" programmeSlug="foundations" />);
      await user.click(await screen.findByRole('button', { name: 'Copy' }));
      expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();

      act(() => vi.advanceTimersByTime(COPIED_FOR_MS / 2));
      expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(COPIED_FOR_MS / 2));
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(writeText).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the teacher to copy by hand when the clipboard refuses', async () => {
    server.use(http.get('*/api/at-home/link', () => HttpResponse.json({ data: { code: 'Ab3dEf7h' } })));
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(<AtHomeBox audienceSlug="primary" programmeSlug="foundations" />);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/copy it yourself/);
  });

  it('shows nothing when the programme has no at-home library', async () => {
    server.use(http.get('*/api/at-home/link', () => new HttpResponse(null, { status: 404 })));
    const { container } = render(<AtHomeBox audienceSlug="primary" programmeSlug="none" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
