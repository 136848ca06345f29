// The CDN server's files from the bucket (issue 33 "Object storage"): with S3_* set, media and
// remote releases live in the bucket (api/src/services/storage, tools/lib/remotes.mjs publish), and
// tools/cdn-server.mjs answers the same URLs from there instead of from the `.cdn` folder.
import { contentTypeOf } from '@amora/contracts/object-storage';

/** What the CDN serves from the bucket: media and the remotes' versioned folders (never backups/ or anything else there). */
const SERVED = /^(media|mf_[a-z0-9_]+)$/;

/** The bucket key of a request path, or null for anything that cannot be a served file (`..`, NUL, a folder, undecodable). */
export function keyOf(url) {
  let pathname;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? '');
  } catch {
    return null;
  }
  if (!pathname.startsWith('/') || pathname.includes('\0') || pathname.includes('\\')) return null;
  const segments = pathname.slice(1).split('/');
  if (segments.length < 2 || segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return SERVED.test(segments[0]) ? segments.join('/') : null;
}

/** The encodings an Accept-Encoding header allows (those with q > 0). */
function accepted(header = '') {
  return new Set(
    String(header)
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
}

/**
 * Registers `GET /*` (and HEAD) answering from `bucket` (tools/lib/bucket.mjs openBucket): the
 * object's bytes with its Content-Type (by the extension when the object has none), Content-Length,
 * ETag and Last-Modified; 304 for a matching If-None-Match. A remote's file is sent as its `.br`
 * or `.gz` sibling (`Content-Encoding`) when the request accepts it, as @fastify/static's
 * `preCompressed` does for the folder. Anything else is `notFound(reply)`. Cache-Control, CORS and
 * the security headers come from the CDN server's onSend hook, as for the folder.
 */
export function serveBucket(app, bucket, notFound) {
  app.get('/*', async (request, reply) => {
    const key = keyOf(request.url);
    if (!key) return notFound(reply);
    const encodings = accepted(request.headers['accept-encoding']);
    const candidates = key.startsWith('media/') ? [[key, null]] : [...(encodings.has('br') ? [[`${key}.br`, 'br']] : []), ...(encodings.has('gzip') ? [[`${key}.gz`, 'gzip']] : []), [key, null]];
    for (const [candidate, encoding] of candidates) {
      const object = await bucket.get(candidate, { ifNoneMatch: request.headers['if-none-match'] });
      if (!object) continue;
      if (object.notModified) return reply.code(304).send();
      const stored = object.contentType && !/^(application|binary)\/octet-stream$/.test(object.contentType) ? object.contentType : null;
      reply.type(encoding ? contentTypeOf(key) : (stored ?? contentTypeOf(key)));
      // A sibling asked for by its own name (`remoteEntry.js.br`) keeps the encoding it was stored with.
      const contentEncoding = encoding ?? object.contentEncoding;
      if (contentEncoding) reply.header('content-encoding', contentEncoding);
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      if (object.etag) reply.header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      return reply.send(object.body);
    }
    return notFound(reply);
  });
}
