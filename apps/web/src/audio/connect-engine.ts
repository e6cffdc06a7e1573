import type { StudioStore } from '../store/studio-store.ts'
import type { AudioEngine } from './audio-engine.ts'

/**
 * Drives the engine from the store, one way: canvas changes are synced (the engine diffs them) and the
 * engine never writes back. Syncs run in a task of their own, coalesced: a burst of agent operations
 * costs one diff, and building Tone.js nodes never delays the frame that shows the new modules.
 * Returns the unsubscribe function.
 */
export function connectEngine(store: StudioStore, engine: AudioEngine): () => void {
  engine.sync(store.getState().snapshot())
  let pending: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    pending = undefined
    engine.sync(store.getState().snapshot())
  }
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.nodes !== previous.nodes || state.edges !== previous.edges) pending ??= setTimeout(flush, 0)
  })
  return () => {
    clearTimeout(pending)
    unsubscribe()
  }
}
