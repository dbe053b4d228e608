import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes, isKeptWhenRendered, isRenderedForSubscriber, isServerRendered } from '../../app/router';
import { createApolloClient } from '../../lib/apolloClient';
import {
  NONE_CHOSEN,
  readChosenYearGroups,
  storeChosenYearGroups,
  subscribeToChosenYearGroups,
} from '../../lib/chosenYearGroups';
import { server } from '../../test/server';
import { fetchTeachingHistory, type TeachingHistory } from './api/teacherHome';
import { useTeachingHistory } from './useTeachingHistory';

// A subscriber's home rendered on the server (issue 44, item 7): which addresses, the history it comes with, and the
// part only this device knows, read after hydrating.

const history: TeachingHistory = {
  continue: {
    lesson: { documentId: 'lesson-1', title: 'Finding the Pulse' },
    href: '/primary/music-foundations/unit/unit-1/lesson/lesson-1/slides/a1/3',
    lessonHref: '/primary/music-foundations/unit/unit-1/lesson/lesson-1',
    slide: 3,
  },
  recent: [],
};

describe('the home rendered on the server for a subscriber (issue 44)', () => {
  const pageOf = (pathname: string) => {
    const routes = createRoutes(createApolloClient());
    return matchRoutes(routes, pathname)?.at(-1)?.route ?? {};
  };

  it('is rendered for visitors (kept for the next) and for a subscriber at /, not at its welcome addresses', () => {
    const home = pageOf('/');
    expect(isServerRendered(home)).toBe(true);
    expect(isKeptWhenRendered(home)).toBe(true);
    expect(isRenderedForSubscriber(home)).toBe(true);
    const welcome = pageOf('/welcome/new');
    expect(isServerRendered(welcome) || isRenderedForSubscriber(welcome)).toBe(false);
    // A lesson page is still the subscriber's alone.
    const overview = pageOf('/primary/music-foundations/unit/u1/lesson/l1');
    expect([isRenderedForSubscriber(overview), isServerRendered(overview)]).toEqual([true, false]);
  });

  it('shows the history the page was rendered with at once, without asking for it again', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/teaching-history/mine', () => {
        asked.push('mine');
        return HttpResponse.json({ data: { continue: null, recent: [] } });
      }),
    );
    const rendered = renderHook(() => useTeachingHistory(true, history));
    expect(rendered.result.current).toEqual({ history, loading: false });
    // A request made after it is the only one (a hook not rendered with it may take one asked ahead by another test
    // file, modules being shared between them: so the request is made directly).
    await expect(fetchTeachingHistory()).resolves.toEqual({ continue: null, recent: [] });
    expect(asked).toEqual(['mine']);
    expect(rendered.result.current.history).toBe(history);
  });

  it("reads this device's year groups as one unchanging list until they change, and says when they do", () => {
    localStorage.clear();
    const first = readChosenYearGroups();
    expect(first).toEqual([]);
    expect(readChosenYearGroups()).toBe(first);
    let heard = 0;
    const stop = subscribeToChosenYearGroups(() => (heard += 1));
    storeChosenYearGroups([{ audience: 'primary', year: 'year-2' }]);
    expect(heard).toBe(1);
    const chosen = readChosenYearGroups();
    expect(chosen).toEqual([{ audience: 'primary', year: 'year-2' }]);
    expect(readChosenYearGroups()).toBe(chosen);
    stop();
    storeChosenYearGroups([]);
    expect(heard).toBe(1);
    expect(readChosenYearGroups()).toEqual([]);
    // What a page rendered on the server has (no local storage there), and an unreadable store.
    expect(NONE_CHOSEN).toEqual([]);
    localStorage.setItem('chosenYearGroups', '{not json');
    expect(readChosenYearGroups()).toBe(NONE_CHOSEN);
  });
});
