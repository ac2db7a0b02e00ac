// What a signed-in session runs beside its screens: the realtime socket, the live unread counter and the feature
// switches pushed by the server. main.tsx loads it, in one piece, once someone is signed in.
import { startUnreadLive } from '@/features/messaging/realtime/unread-live';
import { startFeatureFlagsLive } from '@/features/settings/live/feature-flags-live';
import { startRealtime } from '@/lib/realtime';

export function startMemberLive(): void {
  startUnreadLive();
  startFeatureFlagsLive();
  startRealtime();
}
