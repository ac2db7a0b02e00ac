// A keep-alive HTTP client for the bench (undici, far lighter than node:http, so that the load generator takes as
// little as it can of the machine it shares with the server). It asks for compressed answers as a browser does (the
// server's compression is part of what users wait for) and decodes them.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool } from 'undici';

function decode(body: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

export function createHttpClient(baseUrl: string, maxSockets: number) {
  const pool = new Pool(baseUrl, { connections: maxSockets });
  return {
    async request(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<string> {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const res = await pool.request({
        method: method as 'GET',
        path,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
        body: payload,
      });
      const text = decode(Buffer.from(await res.body.arrayBuffer()), res.headers['content-encoding']);
      if (res.statusCode >= 400) throw new Error(`${method} ${path} → ${res.statusCode}: ${text}`);
      return text;
    },
    close: () => void pool.close(),
  };
}
