import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRestResource } from './useRestResource';

/** A REST call the test answers by hand, one per key asked. */
function manualServer() {
  const calls: { key: string; signal: AbortSignal; resolve: (value: string) => void; reject: (e: Error) => void }[] =
    [];
  const load = (key: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, load };
}

function Greeting({
  name,
  load,
}: {
  name: string | null;
  load: (name: string) => (signal: AbortSignal) => Promise<string>;
}) {
  const greeting = useRestResource(name, load(name ?? ''));
  if (greeting.status === 'idle') return <p>Nobody to greet</p>;
  if (greeting.status === 'loading') return <p role="status">Loading</p>;
  if (greeting.status === 'failed') return <p role="alert">{(greeting.error as Error).message}</p>;
  return (
    <>
      <p>{greeting.data}</p>
      <button type="button" onClick={() => greeting.replace(`${greeting.data}!`)}>
        Shout
      </button>
    </>
  );
}

describe('useRestResource', () => {
  it('shows loading, then the answer, and asks once per key however often the screen renders', async () => {
    const server = manualServer();
    const { rerender } = render(<Greeting name="Ada" load={server.load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<Greeting name="Ada" load={server.load} />);
    await act(async () => server.calls[0].resolve('Hello Ada'));
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
  });

  it('shows the failure', async () => {
    const server = manualServer();
    render(<Greeting name="Ada" load={server.load} />);
    await act(async () => server.calls[0].reject(new Error('There was a problem')));
    expect(screen.getByRole('alert')).toHaveTextContent('There was a problem');
  });

  it('on a new key aborts the old call, shows loading again and never the late answer of the old key', async () => {
    const server = manualServer();
    const { rerender } = render(<Greeting name="Ada" load={server.load} />);
    rerender(<Greeting name="Grace" load={server.load} />);
    expect(server.calls.map((call) => call.key)).toEqual(['Ada', 'Grace']);
    expect(server.calls[0].signal.aborted).toBe(true);
    await act(async () => server.calls[0].resolve('Hello Ada'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await act(async () => server.calls[1].resolve('Hello Grace'));
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Hello Ada')).not.toBeInTheDocument();
  });

  it('asks nothing without a key', () => {
    const server = manualServer();
    render(<Greeting name={null} load={server.load} />);
    expect(screen.getByText('Nobody to greet')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('aborts the call in flight when the screen goes', () => {
    const server = manualServer();
    const { unmount } = render(<Greeting name="Ada" load={server.load} />);
    unmount();
    expect(server.calls[0].signal.aborted).toBe(true);
  });

  it('shows a value the server sent back in place of the loaded one', async () => {
    const server = manualServer();
    render(<Greeting name="Ada" load={server.load} />);
    await act(async () => server.calls[0].resolve('Hello Ada'));
    await act(async () => screen.getByRole('button', { name: 'Shout' }).click());
    expect(screen.getByText('Hello Ada!')).toBeInTheDocument();
  });
});
