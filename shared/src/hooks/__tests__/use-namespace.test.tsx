import { act, renderHook, waitFor } from '@testing-library/react';
import { i18next, initI18n } from '@amora/shared';
import { useNamespace } from '../use-namespace';

beforeAll(() => initI18n('en'));

describe('useNamespace (docs/design.md §5: exposed modules load their own texts)', () => {
  it('loads a namespace once for every component that asks, then reports ready', async () => {
    const loader = jest.fn(async () => ({ default: { hello: 'Hello' } }));
    const first = renderHook(() => useNamespace('test-once', loader));
    const second = renderHook(() => useNamespace('test-once', loader));
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    await waitFor(() => expect(second.result.current.status).toBe('ready'));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(i18next.t('test-once:hello')).toBe('Hello');
    // A later component finds the texts there at once.
    expect(renderHook(() => useNamespace('test-once', loader)).result.current.status).toBe('ready');
  });

  it('reports a failed load and loads again on retry', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: { bye: 'Bye' } });
    const { result } = renderHook(() => useNamespace('test-retry', loader));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
