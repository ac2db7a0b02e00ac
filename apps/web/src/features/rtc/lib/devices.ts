// Camera and microphone: the person's chosen devices (kept for the tab, so the room and a reload use the ones checked
// in the waiting room) and the French message for each way getUserMedia fails.
import { DEVICE_MESSAGES } from '@tremplin/shared';

export interface DeviceChoice {
  cameraId?: string;
  microphoneId?: string;
  speakerId?: string;
}

const KEY = 'tremplin-rtc-devices';

export function readDeviceChoice(): DeviceChoice {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as DeviceChoice;
  } catch {
    return {};
  }
}
export function saveDeviceChoice(choice: DeviceChoice) {
  sessionStorage.setItem(KEY, JSON.stringify(choice));
}

/** Why media cannot be used here at all, before asking: no https, or no WebRTC. */
export function mediaUnavailable(): string | null {
  if (!window.isSecureContext) return DEVICE_MESSAGES.insecure;
  if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === 'undefined') {
    return DEVICE_MESSAGES.unsupported;
  }
  return null;
}

export function deviceErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return DEVICE_MESSAGES.NotAllowedError;
  if (name === 'NotFoundError') return DEVICE_MESSAGES.NotFoundError;
  if (name === 'NotReadableError' || name === 'AbortError') return DEVICE_MESSAGES.NotReadableError;
  if (name === 'OverconstrainedError') return DEVICE_MESSAGES.OverconstrainedError;
  return DEVICE_MESSAGES.other;
}

/** Opens the chosen devices; a device that disappeared falls back to any of its kind. */
export async function openMedia(choice: DeviceChoice, video: boolean): Promise<MediaStream> {
  const unavailable = mediaUnavailable();
  if (unavailable) throw Object.assign(new Error(unavailable), { name: 'Unavailable' });
  const constraints = (id?: string) => (id ? { deviceId: { ideal: id } } : true);
  return navigator.mediaDevices.getUserMedia({
    audio: constraints(choice.microphoneId),
    video: video ? constraints(choice.cameraId) : false,
  });
}

/** The message to show for a failure of openMedia. */
export const openMediaError = (error: unknown) =>
  error instanceof Error && error.name === 'Unavailable' ? error.message : deviceErrorMessage(error);

export const stopMedia = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};
