import { useCallback, useEffect, useRef, useState } from 'react'
import { autosave, saveNow } from '../session/autosave.ts'
import type { Restored } from '../session/checkpoint-api.ts'
import { useStudioStore } from './studio-context.tsx'
import { fill, studioWords } from './studio-words.ts'

/**
 * Which session the agent panel talks in, kept across reloads with the canvas (autosave). Restoring a
 * checkpoint puts its canvas in place and switches to its new session; `panelKey` changes with the
 * session so the panel starts over on it.
 */
export function useStudioSession(userId: string, initialSessionId: string | undefined) {
  const store = useStudioStore()
  const [sessionId, setSessionId] = useState(initialSessionId)
  const [panelKey, setPanelKey] = useState(0)
  const current = useRef(sessionId)

  useEffect(() => autosave(store, userId, () => current.current), [store, userId])

  const onSession = useCallback(
    (id: string | undefined) => {
      if (current.current === id) return
      current.current = id
      saveNow(store, userId, id)
      // A session that is gone: a fresh panel that makes a new one on the first message.
      if (id === undefined) {
        setSessionId(undefined)
        setPanelKey((key) => key + 1)
      }
    },
    [store, userId],
  )

  const onRestore = useCallback(
    (restored: Restored) => {
      store.getState().replaceCanvas(restored.canvas)
      current.current = restored.sessionId
      saveNow(store, userId, restored.sessionId)
      setSessionId(restored.sessionId)
      setPanelKey((key) => key + 1)
      store.getState().notify(fill(studioWords().restored, { title: restored.title }))
    },
    [store, userId],
  )

  return { sessionId, panelKey, onSession, onRestore }
}
