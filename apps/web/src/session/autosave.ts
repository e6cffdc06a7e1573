import type { CanvasSnapshot } from '@mindwire/synth/graph'
import type { HistorySteps } from '../store/canvas-history.ts'
import type { StudioStore } from '../store/studio-store.ts'

/** What survives a reload: the canvas, its undo history and the conversation's session, per person of this browser. */
export interface Autosave {
  canvas: CanvasSnapshot
  sessionId?: string
  history?: HistorySteps
}

const DEBOUNCE_MS = 400
// Steps each way a reload keeps: whole canvases, so a long history would crowd the origin's storage.
const SAVED_STEPS = 30
const key = (userId: string) => `mindwire:synth:autosave:${userId}`
// Kept apart from the canvas: a history too large to store loses itself, never the canvas.
const historyKey = (userId: string) => `mindwire:synth:history:${userId}`

/** Saved steps as they were written; anything else is no history. */
function readHistory(text: string | null): HistorySteps | undefined {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<HistorySteps> | null
    return Array.isArray(value?.past) && Array.isArray(value?.future)
      ? { past: value.past, future: value.future }
      : undefined
  } catch {
    return undefined
  }
}

/** The person's autosaved work; undefined when there is none or it cannot be read. */
export function readAutosave(userId: string, storage: Storage = localStorage): Autosave | undefined {
  try {
    const value = JSON.parse(storage.getItem(key(userId)) ?? 'null') as Partial<Autosave> | null
    if (!value?.canvas || !Array.isArray(value.canvas.nodes) || !Array.isArray(value.canvas.edges))
      return undefined
    const history = readHistory(storage.getItem(historyKey(userId)))
    return {
      canvas: value.canvas,
      ...(typeof value.sessionId === 'string' ? { sessionId: value.sessionId } : {}),
      ...(history ? { history } : {}),
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
    return
  }
  try {
    storage.setItem(historyKey(userId), JSON.stringify(store.getState().historySteps(SAVED_STEPS)))
  } catch {
    storage.removeItem(historyKey(userId))
  }
}
