// A multipart POST to a declared endpoint with upload progress (fetch cannot report it): the stored token, the
// loading flag, French errors.
import { useMutation } from '@tanstack/react-query';
import { AUTH_TYPE, type EndpointAnswer, type EndpointDeclaration, fillPath, MESSAGES } from '@tremplin/shared';
import { useState } from 'react';
import { env } from '@/config/env';
import { ApiClientError, onUnauthorized } from '@/lib/api-client';
import type { CallInput } from '@/lib/endpoint-client';
import { beginLoading, lingerFor } from '@/lib/loading-store';
import { notify } from '@/lib/notifications';
import { useSessionStore } from '@/lib/session-store';

/** Sends the form; `onProgress` receives 0 to 100 as the bytes leave the browser. */
function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  networkMessage: string = MESSAGES.uploadFailed,
): Promise<T> {
  const { token, typeToken } = useSessionStore.getState().auth;
  const end = beginLoading();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.apiBaseUrl.replace(/\/+$/, '')}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `${typeToken || AUTH_TYPE} ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiClientError('network', networkMessage));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
        return;
      }
      const message =
        typeof (body as { message?: unknown })?.message === 'string'
          ? (body as { message: string }).message
          : MESSAGES.uploadFailed;
      const error = new ApiClientError('http', message, xhr.status, body);
      if (xhr.status === 401)
        void onUnauthorized(error, { usedStoredToken: !!token, retried: true, sessionAtSend: token });
      reject(error);
    };
    xhr.send(form);
  }).finally(() => end(lingerFor('POST')));
}

/**
 * Sends a declared multipart endpoint its form (the call's body) with progress (docs/decisions/0022): the address
 * and the answer's type are the declaration's.
 */
export function uploadTo<E extends EndpointDeclaration & { method: 'POST'; multipart: true }>(
  endpoint: E,
  input: CallInput<E>,
  onProgress: (percent: number) => void,
  networkMessage?: string,
): Promise<EndpointAnswer<E>> {
  const sent = input as { params?: Record<string, unknown>; query?: Record<string, unknown>; body: FormData };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(sent.query ?? {}))
    if (value !== undefined && value !== null) search.append(key, String(value));
  const qs = search.toString();
  const path = `${fillPath(endpoint.path, sent.params)}${qs ? `?${qs}` : ''}`;
  return uploadWithProgress<EndpointAnswer<E>>(path, sent.body, onProgress, networkMessage);
}

/** An upload as a mutation with its `progress` (0 to 100); a refusal is toasted, a lapsed session is the client's. */
export function useUploadMutation<T, Input>(
  upload: (input: Input, onProgress: (percent: number) => void) => Promise<T>,
  onSuccess: (saved: T) => void,
) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (input: Input) => {
      setProgress(0);
      return upload(input, setProgress);
    },
    onSuccess,
    onError: (error) => {
      if (!(error instanceof ApiClientError && error.status === 401)) {
        notify.error(error.message || MESSAGES.uploadFailed);
      }
    },
  });
  return { ...mutation, progress };
}
