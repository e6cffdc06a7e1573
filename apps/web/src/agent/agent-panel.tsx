import type { Client } from '@mindwire/client'
import { CopilotDrawer, useCopilot } from '@mindwire/react'
import { useEffect } from 'react'
import { useStudioStore } from '../app/studio-context.tsx'
import { SYNTH_APP } from '../handoff/synth-app.ts'
import { TuneHandoffButton } from '../handoff/tune-handoff-button.tsx'
import { handbackMessage, type IncomingHandback } from '../handoff/tune-link.ts'
import { markOperations } from './canvas-marks.ts'
import { OperationLogView } from './operation-log-view.tsx'
import { operationsOf } from './tool-operations.ts'

export { SYNTH_APP }

/**
 * The agent panel: chat with streamed replies and live tool calls. Each tool result's operations are
 * replayed in order on the canvas — and so in the audio engine — as soon as the result arrives; the
 * canvas snapshot goes with every message as the session's state. Opened by a handback (`?sessionId=…`),
 * it continues that session with its conversation so far.
 */
export function AgentPanel({
  client,
  measure,
  handback,
}: {
  client: Client
  measure: boolean
  handback?: IncomingHandback
}) {
  const store = useStudioStore()
  const copilot = useCopilot({
    client,
    app: SYNTH_APP,
    sessionId: handback?.sessionId,
    context: () => store.getState().snapshot(),
    onToolResult: (result) => {
      const operations = operationsOf(result.output, result.status, result.name)
      if (operations.length === 0) return
      if (measure) markOperations(operations)
      store.getState().apply(operations, 'agent', result.name)
    },
  })
  const { chat } = copilot
  useEffect(() => {
    if (!handback) return
    store.getState().notify(handbackMessage(handback.intent, handback.context))
    void chat.session().catch((failure: unknown) => {
      store
        .getState()
        .notify(
          `无法恢复交回的会话：${failure instanceof Error ? failure.message : String(failure)}`,
          'problem',
        )
    })
  }, [chat, store, handback])
  return (
    <div className="agent-panel" data-testid="agent-panel">
      <TuneHandoffButton chat={chat} />
      <CopilotDrawer
        copilot={copilot}
        open
        title="合成器助手"
        placeholder="例如：添加一个振荡器、一个滤波器和一个扬声器并连起来"
      >
        <OperationLogView />
      </CopilotDrawer>
    </div>
  )
}
