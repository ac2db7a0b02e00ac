// Row rules of internal messaging: only a message's two parties act on it, and staff are no exception.
type Parties = { expediteurId: number | null; destinataireId: number | null };

/** Only a message's sender and recipient see it, or act on it in their boxes. */
export const mayActOnMessage = (personId: number, message: Parties) =>
  message.expediteurId === personId || message.destinataireId === personId;

/** Only its recipient marks a message read. */
export const mayMarkRead = (personId: number, message: Parties) => message.destinataireId === personId;
