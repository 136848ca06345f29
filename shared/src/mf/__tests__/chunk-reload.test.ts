import { isChunkLoadError, reloadAfterChunkError } from '..';

describe('failed chunk load (spec §8)', () => {
  it('recognises chunk load errors', () => {
    const error = new Error('Loading chunk 42 failed.');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads the page at most once per 60 s', () => {
    const reload = jest.fn();
    sessionStorage.clear();
    expect(reloadAfterChunkError(1_000_000, sessionStorage, reload)).toBe(true);
    expect(reloadAfterChunkError(1_030_000, sessionStorage, reload)).toBe(false);
    expect(reloadAfterChunkError(1_060_001, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
