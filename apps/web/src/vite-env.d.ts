/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time site code or tier name (sym, motionmaker, mm, pro, sym-pro). */
  readonly VITE_APP_TIER?: string;
  /** Optional API host; requests go to the same origin when empty. */
  readonly VITE_API_BASE_URL?: string;
  /** HTTP timeout in milliseconds (default 60000). */
  readonly VITE_HTTP_TIMEOUT_MS?: string;
  /** 'false' turns the socket RPC transport off (default on). */
  readonly VITE_SOCKET_RPC?: string;
  /** 'true' disables the HTTP fallback of socket RPC calls (default off). */
  readonly VITE_SOCKET_RPC_STRICT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
