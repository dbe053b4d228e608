import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server';
import { DownloadAllResources, zipName } from './DownloadAllResources';

const zipPath = '/documents/resources/lesson/L1';

/** The CMS's ZIP answer, held back until the test lets it go (the ZIP takes a moment to gather). */
function zipAnswer(status = 200) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(zipPath, async () => {
      await held;
      return status === 200
        ? new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="Pulse.zip"' },
          })
        : new HttpResponse(null, { status });
    }),
  );
  return { release };
}

describe('"Download all resources"', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows "Preparing ZIP…" the moment it is clicked, keeps the button disabled, then says it is done', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { release } = zipAnswer();
    render(<DownloadAllResources kind="lesson" documentId="L1" />);
    const button = screen.getByRole('link', { name: 'Download all resources' });
    expect(button).toHaveAttribute('href', zipPath);

    await userEvent.click(button);
    const preparing = screen.getByRole('link', { name: 'Preparing ZIP…' });
    expect(preparing).toHaveAttribute('aria-disabled', 'true');
    expect(preparing).toHaveClass('disabled');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing ZIP…');
    expect(screen.getByRole('progressbar', { name: 'ZIP progress' })).toBeInTheDocument();
    // A second click while it runs starts nothing more.
    await userEvent.click(preparing);

    release();
    expect(await screen.findByText('Your ZIP has been downloaded.')).toBeVisible();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Download all resources' })).not.toHaveAttribute('aria-disabled');
  });

  it('says it failed, and can be tried again', async () => {
    const { release } = zipAnswer(500);
    render(<DownloadAllResources kind="lesson" documentId="L1" />);
    await userEvent.click(screen.getByRole('link', { name: 'Download all resources' }));
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('The ZIP could not be prepared. Please try again.');
    expect(screen.getByRole('link', { name: 'Download all resources' })).not.toHaveAttribute('aria-disabled');
  });

  it("keeps the CMS's name for the ZIP, its UTF-8 form first", () => {
    expect(
      zipName(
        `attachment; filename="Pulse _ rhythm - resources.zip"; filename*=UTF-8''Pulse%20%26%20rhythm%20-%20resources.zip`,
        'lesson',
      ),
    ).toBe('Pulse & rhythm - resources.zip');
    expect(zipName('attachment; filename="Pulse.zip"', 'lesson')).toBe('Pulse.zip');
    expect(zipName(null, 'unit')).toBe('unit-resources.zip');
  });
});
