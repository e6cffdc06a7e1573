/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set to "true" at build time to turn test mode on without the `?test` query. */
  readonly VITE_MINDWIRE_TEST?: string
  /** The copilot server's base URL; empty (default) means the page's own origin. */
  readonly VITE_MINDWIRE_ENDPOINT?: string
}
