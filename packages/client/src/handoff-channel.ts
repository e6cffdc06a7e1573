/** What a tab tells the others after it moved a session to another app (seed 000 §4.7). */
export interface HandoffNotice {
  sessionId: string
  /** The app the session left. */
  from: string
  /** The app that has it now. */
  to: string
  intent: string
  deepLink: string
  context?: Record<string, unknown>
}

/** The channel's name: every app of one origin (the synth studio at `/`, the tuning studio at `/tune/`) shares it. */
export const HANDOFF_CHANNEL = 'mindwire:handoff'

/**
 * Tells the other tabs of this origin that a session moved, so the tab that handed it off learns when
 * it comes back (the result of a handoff arrives in another tab, not as a reply to anything this tab
 * sent). Where there is no BroadcastChannel, nobody is told; the session itself is on the server either way.
 */
export function announceHandoff(notice: HandoffNotice): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(HANDOFF_CHANNEL)
  channel.postMessage(notice)
  channel.close()
}

/**
 * Calls `listener` for each handoff another tab of this origin announces (a tab does not hear its own).
 * Returns the function that stops listening.
 */
export function onHandoff(listener: (notice: HandoffNotice) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(HANDOFF_CHANNEL)
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isNotice(event.data)) listener(event.data)
  }
  return () => channel.close()
}

function isNotice(data: unknown): data is HandoffNotice {
  if (typeof data !== 'object' || data === null) return false
  const notice = data as Record<string, unknown>
  return ['sessionId', 'from', 'to', 'intent', 'deepLink'].every((key) => typeof notice[key] === 'string')
}
