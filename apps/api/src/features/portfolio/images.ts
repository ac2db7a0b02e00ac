// Project images: type sniffed from the bytes, re-encoded to WebP without metadata, a thumbnail beside each,
// and signed addresses so that the owner and staff see images of a profile that is not public.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PORTFOLIO_MESSAGES, PROJECT_IMAGE_LIMITS } from '@tremplin/shared';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { badRequest } from '../../lib/http-errors';

export interface EncodedImage {
  originalName: string;
  image: Buffer;
  thumbnail: Buffer;
}

const ACCEPTED = new Set<string>(PROJECT_IMAGE_LIMITS.acceptedMimes);

/** Checks the real type of an upload and re-encodes it; refusals are 400s in French naming the file. */
export async function encodeProjectImage(originalName: string, content: Buffer): Promise<EncodedImage> {
  const type = await fileTypeFromBuffer(content);
  if (!type || !ACCEPTED.has(type.mime)) throw badRequest(PORTFOLIO_MESSAGES.imageTypeRefused(originalName));
  try {
    // rotate() applies the EXIF orientation; sharp drops every metadata block (EXIF, GPS, XMP) unless asked to keep it.
    const base = sharp(content, { limitInputPixels: 80_000_000 }).rotate();
    const image = await base
      .clone()
      .resize({
        width: PROJECT_IMAGE_LIMITS.maxSide,
        height: PROJECT_IMAGE_LIMITS.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    const thumbnail = await base
      .clone()
      .resize({
        width: PROJECT_IMAGE_LIMITS.thumbnailSide,
        height: PROJECT_IMAGE_LIMITS.thumbnailSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toBuffer();
    return { originalName, image, thumbnail };
  } catch {
    throw badRequest(PORTFOLIO_MESSAGES.imageUnreadable(originalName));
  }
}

/** Where the thumbnail of a stored image lives: beside it. Images without one (older data) fall back to the image. */
export const thumbnailKey = (storageKey: string) => `${storageKey.replace(/\.[a-z0-9]+$/i, '')}.miniature.webp`;

/** Display name of an upload, without any path a browser may send. */
export const displayName = (name: string | undefined) =>
  (name ?? '').split(/[\\/]/).pop()?.trim().slice(0, 200) || 'image';

const HOUR_MS = 60 * 60 * 1000;

/** Signs image addresses; the expiry is rounded to the hour so that addresses stay stable for caches. */
export function createImageSigner(secret: string) {
  const mac = (imageId: number, expires: number) =>
    createHmac('sha256', secret).update(`projet-image:${imageId}:${expires}`).digest('base64url');
  return {
    sign(imageId: number, now = Date.now()) {
      const expires = Math.ceil(now / HOUR_MS) * HOUR_MS + HOUR_MS;
      return { exp: expires, sig: mac(imageId, expires) };
    },
    verify(imageId: number, exp: number | undefined, sig: string | undefined, now = Date.now()): boolean {
      if (!exp || !sig || exp < now) return false;
      const expected = Buffer.from(mac(imageId, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type ImageSigner = ReturnType<typeof createImageSigner>;

export function imageUrls(signer: ImageSigner, imageId: number) {
  const { exp, sig } = signer.sign(imageId);
  const query = `?exp=${exp}&sig=${sig}`;
  return {
    url: `/api/projet/image/${imageId}${query}`,
    miniatureUrl: `/api/projet/image/${imageId}/miniature${query}`,
  };
}
