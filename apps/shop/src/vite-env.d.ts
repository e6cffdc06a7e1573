/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The copilot server's base URL; empty (default) means the page's own origin. */
  readonly VITE_MINDWIRE_ENDPOINT?: string
}
