import { act, render, screen } from '@testing-library/react';
import { bus } from '../../bus';
import { makeUser } from '@amora/shared/testing';
import { useUser } from '../hooks';

let renders = 0;

/** Shows the member's credits, counting its renders. */
function Credits() {
  renders++;
  const credits = useUser((u) => u?.credits);
  return <p>credits {credits}</p>;
}

describe('useUser with a selector (issue 8)', () => {
  it('re-renders only when the selected part of the member changes', () => {
    bus.auth$.next(makeUser({ credits: 5 }));
    render(<Credits />);
    expect(screen.getByText('credits 5')).toBeInTheDocument();
    const before = renders;
    act(() => bus.auth$.next(makeUser({ credits: 5, timezone: 'Europe/Berlin' })));
    expect(renders).toBe(before);
    act(() => bus.auth$.next(makeUser({ credits: 4 })));
    expect(screen.getByText('credits 4')).toBeInTheDocument();
    expect(renders).toBeGreaterThan(before);
  });
});
