import type { CanvasSnapshot } from '@mindwire/synth/graph'
import type { StudioStore } from '../store/studio-store.ts'

/** What survives a reload: the canvas and the conversation's session, per person of this browser. */
export interface Autosave {
  canvas: CanvasSnapshot
  sessionId?: string
}

const DEBOUNCE_MS = 400
const key = (userId: string) => `mindwire:synth:autosave:${userId}`

/** The person's autosaved work; undefined when there is none or it cannot be read. */
export function readAutosave(userId: string, storage: Storage = localStorage): Autosave | undefined {
  try {
    const value = JSON.parse(storage.getItem(key(userId)) ?? 'null') as Partial<Autosave> | null
    if (!value?.canvas || !Array.isArray(value.canvas.nodes) || !Array.isArray(value.canvas.edges))
      return undefined
    return {
      canvas: value.canvas,
      ...(typeof value.sessionId === 'string' ? { sessionId: value.sessionId } : {}),
    }
  } catch {
    return undefined
  }
}

/**
 * Saves the canvas (and the current session) a moment after every change, so a reload or a crash loses
 * nothing the person did. Returns the function that stops it.
 */
export function autosave(
  store: StudioStore,
  userId: string,
  sessionId: () => string | undefined,
  storage: Storage = localStorage,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    timer = undefined
    saveNow(store, userId, sessionId(), storage)
  }
  const schedule = () => {
    if (timer === undefined) timer = setTimeout(save, DEBOUNCE_MS)
  }
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.nodes !== previous.nodes || state.edges !== previous.edges) schedule()
  })
  return () => {
    unsubscribe()
    if (timer !== undefined) {
      clearTimeout(timer)
      save()
    }
  }
}

/** Saves now (a new session began, or the page is being left). */
export function saveNow(
  store: StudioStore,
  userId: string,
  sessionId: string | undefined,
  storage: Storage = localStorage,
): void {
  const value: Autosave = { canvas: store.getState().snapshot(), ...(sessionId ? { sessionId } : {}) }
  try {
    storage.setItem(key(userId), JSON.stringify(value))
  } catch {
    // A full or disabled storage loses the autosave, never the canvas in front of the person.
  }
}
