// The S3 driver: files in a bucket of any S3-compatible store (AWS, MinIO, Garage, Scaleway, OVH…), so every API
// host reads what any other wrote.
import { PassThrough, pipeline, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { byteLimit, type FileStorage, FileTooLargeError, newStorageKey } from './driver';

export interface S3Settings {
  bucket: string;
  /** Omitted for AWS itself; the store's address otherwise (http://127.0.0.1:9000, https://s3.fr-par.scw.cloud…). */
  endpoint?: string;
  region: string;
  /** Omitted: the SDK's usual chain (environment, instance role…). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than in the host name, as most self-hosted stores need. */
  forcePathStyle: boolean;
}

export function createS3Client(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // The SDK's default CRC32 checksums on every request are refused by many third-party stores; send and check
    // them only where the protocol requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The origin presigned links point to: the endpoint, the bucket's own host name, or AWS's. */
export function fileLinkOrigin(settings: S3Settings) {
  if (!settings.endpoint) return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
  const endpoint = new URL(settings.endpoint);
  return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

export type S3Storage = FileStorage & {
  client: S3Client;
  bucket: string;
  /** Size and ETag of an object (the ETag of a single-part upload is its content's MD5), or null. */
  head(key: string): Promise<{ size: number; etag: string } | null>;
};

export function createS3Storage(settings: S3Settings): S3Storage {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  const head = async (key: string) => {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, etag: (answer.ETag ?? '').replaceAll('"', '') };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    kind: 's3',
    client,
    bucket: Bucket,
    newKey: newStorageKey,
    async put(key, content, maxBytes) {
      if (Buffer.isBuffer(content)) {
        if (maxBytes !== undefined && content.length > maxBytes) throw new FileTooLargeError(maxBytes);
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: content, ContentLength: content.length }));
        return content.length;
      }
      // The length is unknown until the end: lib-storage sends one PUT for a small file, a multipart upload
      // otherwise, and aborts it when the stream fails (too large, cut off), so nothing becomes visible.
      const counter = byteLimit(maxBytes);
      const body = pipeline(content, counter, () => {});
      await new Upload({ client, params: { Bucket, Key: key, Body: body } }).done();
      return counter.bytes;
    },
    read(key) {
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket, Key: key })).then(
        (answer) => pipeline(answer.Body as Readable, out, () => {}),
        (err) => out.destroy(err),
      );
      return out;
    },
    async size(key) {
      return (await head(key))?.size ?? null;
    },
    head,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    link(key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: options.contentType,
        ResponseContentDisposition: options.contentDisposition,
      });
      return getSignedUrl(client, command, { expiresIn: options.seconds });
    },
  };
}
