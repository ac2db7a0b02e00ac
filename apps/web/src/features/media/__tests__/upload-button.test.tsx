// The upload button: one file sent as multipart with the bearer token, a progress bar while it goes, and the
// profile handed back once stored.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@tremplin/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, signInAs } from '@/testing/test-utils';
import { UploadButton } from '../components/upload-button';

class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  answer(status: number, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(payload);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('upload button', () => {
  it('shows the progress of a video upload and hands back the profile', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    signInAs('EN_RECHERCHE_EMPLOI', 7, { token: 'jeton' });
    const done = vi.fn();
    const { container } = renderWithRouter(
      <UploadButton userId={7} kind="VIDEOPRESENTATION" label="Déposer une vidéo" onDone={done} showProgress />,
    );
    await screen.findByRole('button', { name: 'Déposer une vidéo' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'video/mp4,video/webm');
    await userEvent.upload(input, new File([new Uint8Array(1000)], 'moi.mp4', { type: 'video/mp4' }));

    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/media\/7\/VIDEOPRESENTATION$/);
    expect(xhr.headers.Authorization).toBe('Bearer jeton');
    expect((xhr.body as FormData).get('file')).toHaveProperty('name', 'moi.mp4');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 400, total: 1000 });
    expect(await screen.findByRole('progressbar', { name: 'Envoi : 40 %' })).toBeInTheDocument();

    xhr.answer(200, { id: 7, urlVideo: 'videopresentation/7/x.mp4' } as Partial<PublicUser>);
    await waitFor(() =>
      expect(done).toHaveBeenCalledWith(expect.objectContaining({ urlVideo: 'videopresentation/7/x.mp4' })),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('keeps nothing and does not hand back a profile when the server refuses the file', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    signInAs('EN_RECHERCHE_EMPLOI', 7);
    const done = vi.fn();
    const { container } = renderWithRouter(<UploadButton userId={7} kind="CV" label="Déposer un CV" onDone={done} />);
    await screen.findByRole('button', { name: 'Déposer un CV' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['pas un pdf'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    FakeXhr.last!.answer(415, {
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Impossible de charger le fichier.',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Déposer un CV' })).not.toHaveAttribute('data-loading'),
    );
    expect(done).not.toHaveBeenCalled();
  });
});
