import { type Client, MindwireError } from '@mindwire/client'
import { CopilotDrawer, useCopilot } from '@mindwire/react'
import { useEffect, useMemo } from 'react'
import { useStudioStore } from '../app/studio-context.tsx'
import { fill, studioWords, useStudioLanguage, useStudioWords } from '../app/studio-words.ts'
import { SYNTH_APP } from '../handoff/synth-app.ts'
import { TuneHandoffButton } from '../handoff/tune-handoff-button.tsx'
import { handbackMessage, type IncomingHandback } from '../handoff/tune-link.ts'
import { checkpointApi, type Restored } from '../session/checkpoint-api.ts'
import { CheckpointLibrary } from '../session/checkpoint-library.tsx'
import { markOperations } from './canvas-marks.ts'
import { OperationLogView } from './operation-log-view.tsx'
import { operationsOf } from './tool-operations.ts'

export { SYNTH_APP }

export interface AgentPanelProps {
  client: Client
  measure: boolean
  /** The person (their sessions and saved work). */
  userId: string
  /** The session to continue (autosaved, restored, or handed back); a new one on the first message otherwise. */
  sessionId?: string
  handback?: IncomingHandback
  /** Told the session's id once it exists, and when a session to continue is gone (undefined). */
  onSession(sessionId: string | undefined): void
  onRestore(restored: Restored): void
}

/**
 * The agent panel: chat with streamed replies and live tool calls. Each tool result's operations are
 * replayed in order on the canvas — and so in the audio engine — as soon as the result arrives; the
 * canvas snapshot goes with every message as the session's state. A session it continues opens with its
 * conversation so far.
 */
export function AgentPanel({
  client,
  measure,
  userId,
  sessionId,
  handback,
  onSession,
  onRestore,
}: AgentPanelProps) {
  const store = useStudioStore()
  const say = useStudioWords()
  const language = useStudioLanguage()
  const copilot = useCopilot({
    client,
    app: SYNTH_APP,
    sessionId,
    userId,
    context: () => store.getState().snapshot(),
    onToolResult: (result) => {
      const operations = operationsOf(result.output, result.status, result.name)
      if (operations.length === 0) return
      if (measure) markOperations(operations)
      // One undo step per turn: the turn is counted by the person's messages so far.
      const turn = copilot.chat.state.messages.filter((message) => message.role === 'user').length
      store.getState().apply(operations, 'agent', result.name, { batch: `agent:${turn}` })
    },
  })
  const { chat } = copilot
  const library = useMemo(() => checkpointApi(client, chat), [client, chat])
  useEffect(() => {
    if (copilot.sessionId) onSession(copilot.sessionId)
  }, [copilot.sessionId, onSession])
  useEffect(() => {
    if (handback) {
      // The result's figures come from the stored handoff, read with this page's key, never from the URL.
      const { intent, handoffId } = handback
      void (
        handoffId ? client.readHandoff(handoffId).catch(() => undefined) : Promise.resolve(undefined)
      ).then((handed) => store.getState().notify(handbackMessage(intent, handed?.context)))
    }
    if (!sessionId) return
    // Open the continued session now, so its conversation shows; a session the server no longer has
    // (another server, expired) starts over instead of failing every message.
    void chat.session().catch((failure: unknown) => {
      if (failure instanceof MindwireError && failure.code === 'not_found') return onSession(undefined)
      store.getState().notify(
        fill(studioWords().resumeFailed, {
          error: failure instanceof Error ? failure.message : String(failure),
        }),
        'problem',
      )
    })
  }, [chat, client, store, handback, sessionId, onSession])
  return (
    <div className="agent-panel" data-testid="agent-panel">
      <div className="agent-panel__tools">
        <CheckpointLibrary api={library} onRestore={onRestore} />
        <TuneHandoffButton chat={chat} />
      </div>
      <CopilotDrawer
        copilot={copilot}
        open
        title={say.agentTitle}
        placeholder={say.agentPlaceholder}
        language={language}
      >
        <OperationLogView />
      </CopilotDrawer>
    </div>
  )
}
