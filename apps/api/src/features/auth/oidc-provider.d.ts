// The few parts of oidc-provider (no published types) that the LinkedIn test drives.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  interface KoaContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: Provider;
    };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: new (init: {
      accountId?: string;
      clientId?: string;
    }) => Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
  export type { KoaContext };
}
