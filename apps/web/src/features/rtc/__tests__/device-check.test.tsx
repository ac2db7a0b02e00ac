// The device check before a call: each way the browser refuses the camera or the microphone is told in French with
// what to do, and "Réessayer" asks again. jsdom has no devices: the browser's getUserMedia answers as Chromium does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_MESSAGES } from '@tremplin/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/test-utils';
import { DeviceCheck } from '../components/device-check';

const refuse = (name: string) => Object.assign(new DOMException('refusé', name));

function installDevices(getUserMedia: () => Promise<MediaStream>, secure = true) {
  vi.stubGlobal('isSecureContext', secure);
  vi.stubGlobal('RTCPeerConnection', class {});
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia), enumerateDevices: vi.fn(async () => []) },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('device check', () => {
  it.each([
    ['NotAllowedError', DEVICE_MESSAGES.NotAllowedError],
    ['NotFoundError', DEVICE_MESSAGES.NotFoundError],
    ['NotReadableError', DEVICE_MESSAGES.NotReadableError],
  ])('explains a %s in French and keeps the next step shut', async (name, message) => {
    installDevices(() => Promise.reject(refuse(name)));
    renderWithRouter(<DeviceCheck readyLabel="Entrer en salle d’attente" onReady={() => {}} />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Caméra ou micro indisponible');
    expect(screen.getByRole('button', { name: 'Entrer en salle d’attente' })).toBeDisabled();
  });

  it('says that an address without https cannot use the camera, without asking the browser', async () => {
    installDevices(() => Promise.reject(refuse('NotAllowedError')), false);
    renderWithRouter(<DeviceCheck readyLabel="Entrer en salle d’attente" onReady={() => {}} />);
    expect(await screen.findByText(DEVICE_MESSAGES.insecure)).toBeInTheDocument();
    expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
  });

  it('asks again on "Réessayer"', async () => {
    let calls = 0;
    installDevices(() => {
      calls += 1;
      return Promise.reject(refuse(calls === 1 ? 'NotReadableError' : 'NotFoundError'));
    });
    const user = userEvent.setup();
    renderWithRouter(<DeviceCheck readyLabel="Entrer en salle d’attente" onReady={() => {}} />);
    await screen.findByText(DEVICE_MESSAGES.NotReadableError);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getByText(DEVICE_MESSAGES.NotFoundError)).toBeInTheDocument());
  });
});
