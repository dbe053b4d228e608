/**
 * A server-sent event stream read as the browser's EventSource reads it, for the scaled checks (scripts/scale) and
 * the benches (bench/class-sessions.mjs): each event's name, JSON data and the time its bytes came
 * (`performance.now()`). `next(check)` resolves with the first event that passes `check`, already come or still to
 * come, and rejects after `timeoutMs`.
 */
export async function openEventStream(url) {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (!response.ok) throw new Error(`The stream ${url} answered ${response.status}`);
  const waiting = new Set();
  const events = [];
  (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!data) continue;
          const event = { name: /^event: (.*)$/m.exec(block)?.[1] ?? 'message', data: JSON.parse(data), at };
          events.push(event);
          for (const wait of waiting) if (wait.check(event)) wait.resolve(event);
        }
      }
    } catch {
      // stopped
    }
  })();
  return {
    events,
    next(check, timeoutMs = 10_000) {
      const come = events.find(check);
      if (come) return Promise.resolve(come);
      return new Promise((resolve, reject) => {
        const wait = {
          check,
          resolve(event) {
            waiting.delete(wait);
            clearTimeout(timer);
            resolve(event);
          },
        };
        const timer = setTimeout(() => {
          waiting.delete(wait);
          reject(new Error(`No matching event from ${url} in ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(wait);
      });
    },
    stop: () => controller.abort(),
  };
}
