import type { KeyValueStorage } from './storage.ts'
import type { Message, PendingCall } from './types.ts'

/** What `Session.persist()` keeps: enough to show the conversation and resume its event stream. */
export interface PersistedSession {
  v: 1
  id: string
  app: string
  history: Message[]
  pending: PendingCall[]
  /** The last event id this client saw; null when runs it did not stream came after it. */
  lastEventId: number | null
}

export function storageKey(id: string): string {
  return `mindwire:session:${id}`
}

export function writePersisted(storage: KeyValueStorage, data: PersistedSession): void {
  storage.setItem(storageKey(data.id), JSON.stringify(data))
}

/** The persisted copy of a session, or undefined when there is none or it is unreadable. */
export function readPersisted(storage: KeyValueStorage, id: string): PersistedSession | undefined {
  try {
    const raw = storage.getItem(storageKey(id))
    const data = raw ? (JSON.parse(raw) as PersistedSession) : undefined
    return data?.v === 1 && data.id === id ? data : undefined
  } catch {
    return undefined
  }
}
