import { loadConfig } from '../config.js';

/**
 * Calls an operator endpoint of the running API (`AMORA_API_URL`, default
 * `http://<HOST>:<PORT>` = http://127.0.0.1:4000) with `Authorization: Bearer <AMORA_CLI_KEY>` (the operator CLIs' key; issue 31)
 * (`dev-cli-key` outside production). The operator CLIs go through the API instead of the
 * database: the embedded PGlite belongs to the one API process that has it open.
 * @returns the parsed JSON answer.
 * @throws Error with the API's message for a non-2xx answer, or when the API is not reachable.
 */
export async function operatorCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const config = loadConfig();
  const base = process.env.AMORA_API_URL || `http://${config.host}:${config.port}`;
  if (!config.cliKey) throw new Error('AMORA_CLI_KEY is not set');
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${config.cliKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new Error(`the API at ${base} is not reachable (${error instanceof Error ? error.message : String(error)}); start it with npm start`);
  });
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(data.message ?? `HTTP ${response.status}`);
  return data;
}
