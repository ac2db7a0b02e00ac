import { z } from 'zod';

/** First message on the realtime socket; sent again with a renewed token, it keeps the socket past the old `exp`. */
export const realtimeAuthSchema = z.object({ type: z.literal('auth'), token: z.string().min(1) });
