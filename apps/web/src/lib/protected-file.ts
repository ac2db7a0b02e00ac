// A stored file read with the session's token (CVs need it), as a blob and an object URL.
import { useQuery } from '@tanstack/react-query';
import { mediaEndpoints, storedFileName } from '@tremplin/shared';
import { useEffect, useState } from 'react';
import { saveBlob } from './download';
import { call, endpointUrl } from './endpoint-client';
import { useSessionStore } from './session-store';

/** The file's address: its storage key's last segment names it. */
const fileParams = (key: string) => ({ filename: storedFileName(key) });

export const getFile = (key: string) =>
  call(mediaEndpoints.file, { params: fileParams(key) }, { silent: true, loading: false });

/** An object URL of the file, revoked when the key changes or the component leaves; null until it is read. */
export function useFileObjectUrl(key: string | null | undefined): { url: string | null; failed: boolean } {
  const query = useQuery({
    queryKey: ['media', 'file', key],
    queryFn: () => getFile(key as string),
    enabled: !!key,
    staleTime: 5 * 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [query.data]);
  return { url, failed: query.isError };
}

/**
 * A picture to show (profile photo): a signed-out visitor has no token to add, so their browser fetches it itself, as
 * any image, without costing the page a script call per picture; a member's is read with the token.
 */
export function useImageUrl(key: string | null | undefined): string | null {
  const logged = useSessionStore((s) => s.auth.logged);
  const read = useFileObjectUrl(logged ? key : null);
  if (!key) return null;
  return logged ? read.url : endpointUrl(mediaEndpoints.file, fileParams(key));
}

/** Downloads a file under a readable name (a plain link could not carry the bearer token). */
export async function downloadFile(key: string, name: string): Promise<void> {
  const blob = await call(mediaEndpoints.file, { params: fileParams(key) });
  saveBlob(blob, name, 10_000);
}
