// Keeps the menus' feature switches as the server has them: read once signed in, then changed by realtime events.
import { FEATURE_SETTINGS_EVENT, type FeatureSettingsEvent } from '@tremplin/shared';
import { useFeatureFlags } from '@/config/features';
import { realtime } from '@/lib/realtime';
import { getFeatureSettings } from '../api/feature-settings';

let started = false;

export function startFeatureFlagsLive(): void {
  if (started) return;
  started = true;
  const apply = (settings: { prospects: boolean }) =>
    useFeatureFlags.getState().setFeatureFlags({ prospects: settings.prospects });
  realtime.on<FeatureSettingsEvent & { [k: string]: unknown }>(FEATURE_SETTINGS_EVENT, apply);
  // A reconnection may have missed a change: read again on each ready socket.
  const refresh = () => getFeatureSettings().then(apply, () => undefined);
  realtime.onState((state) => {
    if (state === 'ready') void refresh();
  });
  void refresh();
}
