// The control endpoint of `npm run start:cluster` (issue 33): a small HTTP server on the loopback
// only, through which tests (e2e/tests/cluster/) and people stop, kill and restart single
// processes of the running cluster, and wipe its data for a restore:
//
//   GET  /status                      {processes: {api-a: {pid, running, url}, …}, env: {…}}
//   GET  /env                         the environment the repository's tools need for this cluster (tools/cluster/config.cjs toolEnv)
//   POST /processes/<name>/kill       SIGKILL, answered once the process has ended: {name, pid, signal}
//   POST /processes/<name>/stop       SIGTERM (it drains and ends within 10 s), answered once it has ended
//   POST /processes/<name>/start      starts it again, answered once its /readyz is 200: {name, pid}
//   POST /wipe                        with both APIs stopped: the database dropped and made anew, the bucket's media/ emptied
//
// Names: api-a, api-b, shell-a, shell-b, cdn. Errors: 404 `{error}` for an unknown path or name,
// 409 for a wipe while an API runs or a start of a running process, 500 with the message otherwise.
import http from 'node:http';

/**
 * Starts the control server on 127.0.0.1:`port` over `cluster`, an object with
 * `status()` → object, `env()` → object, `kill(name)`, `stop(name)`, `start(name)`, `wipe()` → Promises
 * of plain objects (each throwing an Error with `statusCode` 404/409 when refused).
 * @returns {Promise<http.Server>} the listening server (close it on shutdown)
 */
export function startControl(port, cluster) {
  const server = http.createServer(async (request, response) => {
    const answer = (status, body) => {
      // One request per connection: a start takes seconds, and a client reusing a kept-alive
      // connection the server is just closing (Node's 5 s keepAliveTimeout) would see it cut.
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
      response.end(`${JSON.stringify(body)}\n`);
    };
    const url = new URL(request.url ?? '/', 'http://control');
    const action = /^\/processes\/([a-z-]+)\/(kill|stop|start)$/.exec(url.pathname);
    try {
      if (request.method === 'GET' && url.pathname === '/status') return answer(200, cluster.status());
      if (request.method === 'GET' && url.pathname === '/env') return answer(200, cluster.env());
      if (request.method === 'POST' && action) return answer(200, await cluster[action[2]](action[1]));
      if (request.method === 'POST' && url.pathname === '/wipe') return answer(200, await cluster.wipe());
      return answer(404, { error: `no ${request.method} ${url.pathname} here; see tools/cluster/control.mjs` });
    } catch (error) {
      return answer(error.statusCode ?? 500, { error: error.message });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** An Error the control server answers with `statusCode` (404 unknown, 409 conflicting). */
export function refused(statusCode, message) {
  return Object.assign(new Error(message), { statusCode });
}
