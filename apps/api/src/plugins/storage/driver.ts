// What every storage driver offers the features: keys, atomic writes, streamed reads, sizes, removal.
import { randomUUID } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type { FileKind } from '@tremplin/shared';

export interface FileLinkOptions {
  /** Seconds the link stays valid. */
  seconds: number;
  contentType: string;
  contentDisposition: string;
}

export interface FileStorage {
  kind: 'disk' | 's3';
  /** A fresh key for a new file of that kind and owner; never built from user input. */
  newKey(kind: FileKind, ownerId: number, extension: string): string;
  /** Writes the whole content, then makes it visible at once: a failed write leaves nothing behind. */
  put(key: string, content: Buffer | Readable, maxBytes?: number): Promise<number>;
  read(key: string): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** A short-lived address the browser downloads from directly; only stores reachable by browsers have one. */
  link?(key: string, options: FileLinkOptions): Promise<string>;
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`Le fichier dépasse la taille maximale de ${Math.round(maxBytes / 1024 / 1024)} Mo.`);
  }
}

export function newStorageKey(kind: FileKind, ownerId: number, extension: string) {
  const ext = extension.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `${kind.toLowerCase()}/${ownerId}/${randomUUID()}${ext ? `.${ext}` : ''}`;
}

/** Passes bytes through, counting them, and fails the stream once there are more than maxBytes. */
export function byteLimit(maxBytes: number | undefined) {
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      counter.bytes += chunk.length;
      if (maxBytes !== undefined && counter.bytes > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}
