import { effectSucceeded, type ToolEffect, type WireEvent } from '@mindwire/agent'
import type { AuditEntry, SessionRecord, Tenant, UsageRecord } from '@mindwire/store'
import type { TurnLedger } from '../runs/turn-ledger.ts'
import type { ServerContext } from '../server-context.ts'

/**
 * Books what a run spends: a usage row and an audit row for every call of a provider model (the `usage`
 * event of each step), and metrics for tokens, tool calls and errors. Rows are written together when the run ends
 * (`settle`), in one statement per table rather than one per step.
 */
export function runAccounting(context: ServerContext, tenant: Tenant, session: SessionRecord) {
  const { metrics, config } = context
  const usage: Array<Omit<UsageRecord, 'at'>> = []
  const audit: Array<Omit<AuditEntry, 'id' | 'at'>> = []
  let spent = 0

  function onEvent(event: WireEvent): void {
    switch (event.type) {
      case 'usage': {
        const { inputTokens, outputTokens, totalTokens } = event.usage
        spent += totalTokens
        const price = config.prices[event.model]
        const cost = price ? (inputTokens * price.input + outputTokens * price.output) / 1e6 : 0
        metrics.tokens.inc({ direction: 'input', model: event.model }, inputTokens)
        metrics.tokens.inc({ direction: 'output', model: event.model }, outputTokens)
        // A domain's offline rule engine spends nothing and calls no provider: no usage or audit row.
        if (event.model === 'offline' && totalTokens === 0) break
        usage.push({
          tenantId: tenant.id,
          sessionId: session.id,
          model: event.model,
          inputTokens,
          outputTokens,
          cost,
        })
        audit.push({
          tenantId: tenant.id,
          userId: session.userId,
          action: 'model_call',
          model: event.model,
          tokens: totalTokens,
          detail: { sessionId: session.id, app: session.app, step: event.step },
        })
        break
      }
      case 'tool_result':
        metrics.toolCalls.inc({ tool: event.name, status: countedStatus(event.status, event.effect) })
        if (event.durationMs !== undefined)
          metrics.toolDuration.observe({ tool: event.name }, event.durationMs / 1000)
        break
      case 'error':
        metrics.errors.inc({ code: event.error.code })
        break
    }
  }

  function settle(turn: TurnLedger): void {
    turn.stageSpending(usage, audit)
  }

  /** Tokens the run has spent so far. */
  return { onEvent, settle, spent: () => spent }
}

/**
 * The status a tool call is counted under: a call that ran but changed nothing (`no_effect`) or answered
 * why it would not act (`refused`) is no `ok` (issue 44); a lookup that answered is.
 */
export function countedStatus(status: string, effect: ToolEffect | undefined): string {
  if (status !== 'ok' || effect === undefined || effectSucceeded(effect)) return status
  return effect === 'none' ? 'no_effect' : 'refused'
}
