// Live interviews and voice rooms (SPEC §2.3, §2.10; DESIGN "audio and video"): the signalling messages carried by the
// realtime socket, the events the server answers with, the rooms' rules and the ICE configuration call.
import { z } from 'zod';
import type { RealtimeEvent } from '../realtime';

/** The waiting room and the call open this long before an interview's start; they close at its end. */
export const INTERVIEW_EARLY_MINUTES = 15;
/** A voice room is a mesh: each participant sends their audio to every other one. */
export const VOICE_ROOM_MAX_PARTICIPANTS = 6;
/** A session description, screen sharing included, stays well under this; the socket itself stops at 64 KB. */
export const RTC_MAX_SDP_LENGTH = 30_000;
export const RTC_MAX_CANDIDATE_LENGTH = 1_000;

export const RTC_MESSAGES = {
  notParty: 'Vous ne participez pas à cet entretien.',
  notFound: 'Entretien introuvable.',
  tooEarly: `L’entretien n’est pas encore ouvert : on peut le rejoindre ${INTERVIEW_EARLY_MINUTES} minutes avant son début.`,
  over: 'L’entretien est terminé.',
  notAdmitted: 'Votre interlocuteur ne vous a pas encore fait entrer.',
  notHost: 'Seul le responsable de l’entretien ou un administrateur peut faire entrer ou patienter.',
  notCandidate: 'Seul le candidat de l’entretien passe par la salle d’attente.',
  adminOnly: 'Les salons vocaux sont réservés aux administrateurs.',
  roomFull: `Ce salon est complet (${VOICE_ROOM_MAX_PARTICIPANTS} personnes au plus).`,
  roomName: 'Nom de salon invalide : 1 à 40 lettres, chiffres, espaces, tirets ou apostrophes.',
  notInRoom: 'Rejoignez d’abord la salle avant d’y envoyer des messages.',
  peerGone: 'Votre interlocuteur n’est plus dans la salle.',
} as const;

/** `entretien:<id>` for an interview, `salon:<name>` for a voice room. */
/** What a person reads when the camera or the microphone cannot be used, by the browser's error name. */
export const DEVICE_MESSAGES = {
  insecure:
    'La caméra et le micro ne fonctionnent que sur une connexion sécurisée : ouvrez Tremplin par une adresse en https.',
  unsupported:
    'Ce navigateur ne permet pas les appels vidéo : utilisez une version récente de Firefox, Chrome, Edge ou Safari.',
  NotAllowedError:
    'Vous avez refusé l’accès à la caméra ou au micro : autorisez-le dans les réglages du navigateur (à gauche de l’adresse), puis réessayez.',
  NotFoundError: 'Aucune caméra ou aucun micro trouvé : branchez-en un, puis réessayez.',
  NotReadableError: 'La caméra ou le micro est déjà utilisé par une autre application : fermez-la, puis réessayez.',
  OverconstrainedError: 'L’appareil choisi n’est plus disponible : choisissez-en un autre.',
  other: 'Impossible d’utiliser la caméra ou le micro. Vérifiez vos appareils, puis réessayez.',
} as const;

export type RtcRoom = `entretien:${number}` | `salon:${string}`;
export const interviewRoom = (id: number): RtcRoom => `entretien:${id}`;
export const voiceRoom = (name: string): RtcRoom => `salon:${name}`;
/** What `rtc.watch` takes to follow the list of voice rooms. */
export const VOICE_LOBBY = 'salons';

const VOICE_ROOM_NAME = /^[\p{L}\p{N} _'’-]{1,40}$/u;
export const voiceRoomNameSchema = z.string().trim().regex(VOICE_ROOM_NAME, RTC_MESSAGES.roomName);
/** `entretien:<positive id>` or `salon:<valid name>`. */
export const isRtcRoom = (value: string): value is RtcRoom => {
  const interview = /^entretien:([1-9]\d{0,9})$/.exec(value);
  if (interview) return Number(interview[1]) <= 2_147_483_647;
  return value.startsWith('salon:') && VOICE_ROOM_NAME.test(value.slice('salon:'.length));
};
const roomSchema = z
  .string()
  .max(50)
  .refine(isRtcRoom)
  .transform((v) => v as RtcRoom);

/** Whether an interview's room is open at `now`: from INTERVIEW_EARLY_MINUTES before its start to its end. */
export function interviewWindow(interview: { date: string | Date; duree: number }, now = Date.now()) {
  const start = new Date(interview.date).getTime();
  const opens = start - INTERVIEW_EARLY_MINUTES * 60_000;
  const closes = start + interview.duree * 60_000;
  return {
    opens,
    closes,
    open: now >= opens && now <= closes,
    state: now < opens ? 'early' : now > closes ? 'over' : 'open',
  } as const;
}

const interviewId = z.number().int().positive();

/** Client → server. */
export const rtcWatchSchema = z.object({
  type: z.literal('rtc.watch'),
  room: z.union([roomSchema, z.literal(VOICE_LOBBY)]),
});
export const rtcUnwatchSchema = z.object({
  type: z.literal('rtc.unwatch'),
  room: z.union([roomSchema, z.literal(VOICE_LOBBY)]),
});
export const rtcWaitSchema = z.object({ type: z.literal('rtc.wait'), interviewId });
export const rtcAdmitSchema = z.object({ type: z.literal('rtc.admit'), interviewId, admit: z.boolean() });
export const rtcJoinSchema = z.object({ type: z.literal('rtc.join'), room: roomSchema });
export const rtcLeaveSchema = z.object({ type: z.literal('rtc.leave'), room: roomSchema });
export const rtcSignalSchema = z
  .object({
    type: z.literal('rtc.signal'),
    room: roomSchema,
    to: z.string().min(1).max(64),
    description: z
      .object({ type: z.enum(['offer', 'answer', 'pranswer', 'rollback']), sdp: z.string().max(RTC_MAX_SDP_LENGTH) })
      .optional(),
    candidate: z
      .object({
        candidate: z.string().max(RTC_MAX_CANDIDATE_LENGTH),
        sdpMid: z.string().max(64).nullish(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullish(),
        usernameFragment: z.string().max(256).nullish(),
      })
      .optional(),
  })
  .refine((m) => (m.description ? 1 : 0) + (m.candidate ? 1 : 0) === 1);
export const rtcMediaSchema = z.object({
  type: z.literal('rtc.media'),
  room: roomSchema,
  audio: z.boolean(),
  video: z.boolean(),
  screen: z.boolean(),
});

/** Staff: follow the candidates waiting for them (any interview's, for an admin), for the header's indicator. */
export const rtcHostingSchema = z.object({ type: z.literal('rtc.hosting') });

/** Server → client. */
export interface RtcParticipant {
  connectionId: string;
  userId: number;
  name: string;
  /** waiting: the candidate in the waiting room; watching: staff on the interview's page; call: in the room itself. */
  state: 'waiting' | 'watching' | 'call';
}
export interface RtcPresenceEvent extends RealtimeEvent {
  type: 'rtc.presence';
  room: RtcRoom;
  participants: RtcParticipant[];
  /** When the server read it (ms): an older snapshot arriving late is ignored. */
  at: number;
  /** Interviews: whether the candidate has been let in. */
  admitted: boolean;
  /** Interviews: user ids of the candidate and of the staff member in charge. */
  candidateId?: number;
  hostId?: number | null;
}
export interface RtcLobbyEvent extends RealtimeEvent {
  type: 'rtc.lobby';
  rooms: Array<{ name: string; participants: Array<{ connectionId: string; userId: number; name: string }> }>;
}
/** The candidates waiting in the rooms of the interviews a staff member may open; `full` replaces the whole list. */
export interface RtcWaitingEvent extends RealtimeEvent {
  type: 'rtc.waiting';
  full: boolean;
  rooms: Array<{ interviewId: number; names: string[] }>;
}
export interface RtcSignalEvent extends RealtimeEvent {
  type: 'rtc.signal';
  room: RtcRoom;
  from: string;
  description?: z.infer<typeof rtcSignalSchema>['description'];
  candidate?: z.infer<typeof rtcSignalSchema>['candidate'];
}
export interface RtcMediaEvent extends RealtimeEvent {
  type: 'rtc.media';
  room: RtcRoom;
  from: string;
  audio: boolean;
  video: boolean;
  screen: boolean;
}
/** The answer to rtc.join: this connection is in the room. */
export interface RtcJoinedEvent extends RealtimeEvent {
  type: 'rtc.joined';
  room: RtcRoom;
  connectionId: string;
  /** The database's clock once in call: presence snapshots read before it are older than the join. */
  at: number;
}

/** GET /api/rtc/ice: what RTCPeerConnection takes, TURN credentials valid for `ttl` seconds. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export const iceConfigSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /** relay: every call goes through TURN (ICE_TRANSPORT_POLICY), hiding the parties' addresses from each other. */
  iceTransportPolicy: z.enum(['all', 'relay']),
  ttl: z.number().int().nullable(),
});
export type IceConfig = z.infer<typeof iceConfigSchema>;
