// The ICE servers a browser is given: configured STUN/TURN addresses, with TURN credentials in the TURN REST scheme
// that coturn's use-auth-secret checks (username `<expiry>:<userId>`, credential base64 HMAC-SHA1 of it with the
// shared secret), so no fixed password ever reaches a browser and a leaked one dies at its expiry.
import { createHmac } from 'node:crypto';
import type { IceConfig } from '@tremplin/shared';
import type { Config } from '../../config';

export function turnCredential(secret: string, userId: number, expiresAt: number) {
  const username = `${expiresAt}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

export function iceConfig(ice: Config['ice'], userId: number, now = Date.now()): IceConfig {
  const iceServers: IceConfig['iceServers'] = [...ice.servers];
  if (ice.stunUrls.length > 0) iceServers.push({ urls: ice.stunUrls });
  const turn = ice.turnUrls.length > 0 && ice.turnSecret;
  if (turn) {
    const expiresAt = Math.floor(now / 1000) + ice.turnTtl;
    iceServers.push({ urls: ice.turnUrls, ...turnCredential(ice.turnSecret as string, userId, expiresAt) });
  }
  return { iceServers, iceTransportPolicy: ice.transportPolicy, ttl: turn ? ice.turnTtl : null };
}
