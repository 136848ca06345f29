import { bus, usePageTitle } from '@amora/shared';
import { resetBus } from '@amora/shared/testing';
import { act, renderHook } from '@testing-library/react';
import { useDocumentTitle } from '../use-document-title';

describe('page title (spec §2, issue 13)', () => {
  beforeEach(() => {
    resetBus({ name: 'Amora', index_title: 'Amora – meet singles near you' });
    document.title = '';
  });

  it('is the index title until a screen names itself, then `Screen – Site`, with the (N) count in front', () => {
    renderHook(() => useDocumentTitle());
    expect(document.title).toBe('Amora – meet singles near you');

    const screen = renderHook(({ title }) => usePageTitle(title), { initialProps: { title: 'Search members' as string | undefined } });
    expect(document.title).toBe('Search members – Amora');

    act(() => bus.badges$.next({ unread: 2, newLikes: 1, credits: 10 }));
    expect(document.title).toBe('(3) Search members – Amora');

    screen.unmount();
    expect(document.title).toBe('(3) Amora – meet singles near you');
  });

  it('keeps the title the next screen set when the previous one unmounts after it', () => {
    renderHook(() => useDocumentTitle());
    const before = renderHook(() => usePageTitle('Messages'));
    renderHook(() => usePageTitle('Anna'));
    before.unmount();
    expect(document.title).toBe('Anna – Amora');
  });

  it('leaves the title alone while the screen has none yet (data loading)', () => {
    renderHook(() => useDocumentTitle());
    renderHook(() => usePageTitle(undefined));
    expect(document.title).toBe('Amora – meet singles near you');
  });

  it('sets the installed app’s badge to unread messages plus new likes when idle, and clears it at 0 (spec §2)', () => {
    jest.useFakeTimers();
    const setAppBadge = jest.fn(() => Promise.resolve());
    const clearAppBadge = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    renderHook(() => useDocumentTitle());
    act(() => bus.badges$.next({ unread: 4, newLikes: 2, credits: 10 }));
    // The count changes again before the browser is idle: only the latest one is set.
    act(() => bus.badges$.next({ unread: 5, newLikes: 2, credits: 10 }));
    expect(setAppBadge).not.toHaveBeenCalled();
    act(() => jest.runOnlyPendingTimers());
    expect(setAppBadge.mock.calls).toEqual([[7]]);
    act(() => bus.badges$.next({ unread: 0, newLikes: 0, credits: 10 }));
    act(() => jest.runOnlyPendingTimers());
    expect(clearAppBadge).toHaveBeenCalled();
    jest.useRealTimers();
  });
});
