import { useEffect, useRef, useState } from 'react';

interface CardPage<Card> {
  cards: readonly Card[];
  total: number;
}

/**
 * A list shown a page at a time: the first page comes with the screen's query, 'Show more' appends the next one
 * (`fetchFrom(start)`), and focus then moves to the first new card (`firstNewRef` is set on it) so a keyboard user
 * goes on where the new cards start.
 */
export function useMoreCards<Card>(
  first: CardPage<Card> | undefined,
  fetchFrom: (start: number) => Promise<CardPage<Card>>,
) {
  const [more, setMore] = useState<Card[]>([]);
  const [latestTotal, setLatestTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);
  const firstNewRef = useRef<HTMLAnchorElement | null>(null);

  const cards = [...(first?.cards ?? []), ...more];
  const total = latestTotal ?? first?.total ?? 0;

  useEffect(() => {
    if (firstNewIndex !== null) firstNewRef.current?.focus();
  }, [firstNewIndex]);

  const showMore = async () => {
    setLoading(true);
    setError(null);
    try {
      const page = await fetchFrom(cards.length);
      setMore((shown) => [...shown, ...page.cards]);
      setLatestTotal(page.total);
      if (page.cards.length > 0) setFirstNewIndex(cards.length);
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setLoading(false);
    }
  };

  return { cards, total, hasMore: cards.length < total, showMore, loading, error, firstNewIndex, firstNewRef };
}
