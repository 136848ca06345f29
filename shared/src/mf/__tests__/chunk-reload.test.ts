import { chunkUrlOf, isChunkLoadError, reloadAfterChunkError } from '..';

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

  it("names the chunk a ChunkLoadError could not fetch (issue 35: its retry counts for that chunk's remote)", () => {
    const error = Object.assign(new Error('Loading chunk 71 failed.\n(error: http://localhost:3100/mf_chat/0.3.0-ab/71.9f8e7d6c.js)'), { name: 'ChunkLoadError' });
    expect(chunkUrlOf(error)).toBe('http://localhost:3100/mf_chat/0.3.0-ab/71.9f8e7d6c.js');
    expect(chunkUrlOf(Object.assign(new Error('Loading chunk 3 failed.'), { request: 'http://cdn/mf_likes/1/3.js' }))).toBe('http://cdn/mf_likes/1/3.js');
    expect(chunkUrlOf(new Error('x is undefined'))).toBeUndefined();
  });
});
