// Addresses of the live interview and voice-room screens (SPEC §2.3, §2.10).
export const rtcPaths = {
  waiting: (interviewId: number | string) => `/entretien-attente?entretien=${interviewId}`,
  room: (interviewId: number | string) => `/entretien/${interviewId}`,
  details: (interviewId: number | string) => `/details-entretien/${interviewId}`,
  lobby: '/experimental/mumble/lobby',
  voiceRoom: (name: string) => `/experimental/mumble/room/${encodeURIComponent(name)}`,
};

export const positiveId = (value: string | null | undefined): number | null => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
