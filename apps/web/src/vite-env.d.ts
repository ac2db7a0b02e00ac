/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Product name shown in titles and the header (PRODUCT_NAME on the server side). */
  readonly VITE_PRODUCT_NAME?: string;
  /** API origin when the app is not served by the API itself; empty means same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Prospecting table menu entry (DESIGN difference 7); off unless '1' or 'true'. */
  readonly VITE_FEATURE_PROSPECTS?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  /** Set by the build (vite.config.ts). */
  readonly VITE_BUILD_YEAR?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
