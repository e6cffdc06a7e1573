import type { Client } from '@mindwire/client'
import { CopilotDrawer, useCopilot } from '@mindwire/react'
import { useStudioStore } from '../app/studio-context.tsx'
import { markOperations } from './canvas-marks.ts'
import { OperationLogView } from './operation-log-view.tsx'
import { operationsOf } from './tool-operations.ts'

/** The synth app's id on the server (the synth domain also answers to its alias). */
export const SYNTH_APP = 'synth'

/**
 * The agent panel: chat with streamed replies and live tool calls. Each tool result's operations are
 * replayed in order on the canvas — and so in the audio engine — as soon as the result arrives; the
 * canvas snapshot goes with every message as the session's state.
 */
export function AgentPanel({ client, measure }: { client: Client; measure: boolean }) {
  const store = useStudioStore()
  const copilot = useCopilot({
    client,
    app: SYNTH_APP,
    context: () => store.getState().snapshot(),
    onToolResult: (result) => {
      const operations = operationsOf(result.output, result.status, result.name)
      if (operations.length === 0) return
      if (measure) markOperations(operations)
      store.getState().apply(operations, 'agent', result.name)
    },
  })
  return (
    <div className="agent-panel" data-testid="agent-panel">
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
