// The realtime WebSocket's protocol, shared by the API's hub and the web app's client (no zod: the client is small).

/** Path of the realtime WebSocket; the access token goes in the first message `{ type: 'auth', token }`. */
export const REALTIME_PATH = '/api/ws';
/**
 * Close code of a realtime socket whose access token ran out (at its `exp`, or presented already expired). Not the
 * 4401 of a forged or malformed token: the session may still be good, so the client renews the token and reconnects.
 * Sending a fresh `{ type: 'auth', token }` on the open socket before then extends it instead.
 */
export const REALTIME_CLOSE_TOKEN_EXPIRED = 4440;
/** Close code of a socket whose token is missing, forged, malformed, or names another user than the socket's. */
export const REALTIME_CLOSE_UNAUTHENTICATED = 4401;
/** A bigger message closes the socket (1009): room for a session description with screen sharing. */
export const REALTIME_MAX_MESSAGE_BYTES = 64 * 1024;

/** Every event the server pushes has a type; features add their own fields. */
export interface RealtimeEvent {
  type: string;
  [field: string]: unknown;
}
/** Sent once a socket's first token is accepted: the connection is ready for the features' messages. */
export interface RealtimeReadyEvent extends RealtimeEvent {
  type: 'ready';
  connectionId: string;
}
/** The answer to a message the server could not take; `for` names the message type when there was one. */
export interface RealtimeErrorEvent extends RealtimeEvent {
  type: 'error';
  for?: string;
  message: string;
}

export const REALTIME_MESSAGES = {
  unreadable: 'Message illisible : un objet JSON avec un champ « type » est attendu.',
  unknownType: 'Type de message inconnu.',
  invalid: 'Message incomplet ou mal formé.',
  failed: 'Une erreur est survenue.',
} as const;
