/** Test mode (`?test` in the URL, or VITE_MINDWIRE_TEST=true at build time) exposes debug hooks. */
export function isTestMode(): boolean {
  if (import.meta.env.VITE_MINDWIRE_TEST === 'true') return true
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('test')
}
