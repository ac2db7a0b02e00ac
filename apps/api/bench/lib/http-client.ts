// A keep-alive HTTP client for the bench, so connection set-up is not measured. It asks for compressed answers as a
// browser does (the server's compression is part of what users wait for) and decodes them.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

export function createHttpClient(baseUrl: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const base = new URL(baseUrl);
  return {
    request(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<string> {
      return new Promise((resolve, reject) => {
        const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
        const req = http.request(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: {
              'accept-encoding': 'br, gzip',
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
              ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = decode(Buffer.concat(chunks), res.headers['content-encoding']);
              if ((res.statusCode ?? 500) >= 400) reject(new Error(`${method} ${path} → ${res.statusCode}: ${text}`));
              else resolve(text);
            });
          },
        );
        req.on('error', reject);
        if (payload) req.write(payload);
        req.end();
      });
    },
    close: () => agent.destroy(),
  };
}
