/** The rule that makes adding a module wait for the person (studio-guardrails). */
export const ADD_MODULE_RULE = 'studio.confirm-add-module'

type Answer = { status: number; json: any }

/**
 * Answers a chat reply's add-module confirmations as a person who agrees would: every addition waiting
 * together with one answer (one request, as the drawers' 全部确认 sends it), until the turn asks for nothing
 * more of that rule. The calls still waiting are read from the session (a reply lists only the confirmations
 * its own run asked for). Answers the last reply with the tool results of every run of the turn in order,
 * how many additions were confirmed, and in how many answers (`rounds`).
 */
export async function acceptAdditions(
  call: (path: string, body?: unknown) => Promise<Answer>,
  first: Answer,
): Promise<Answer & { confirmed: number; rounds: number }> {
  let reply = first
  const toolResults = [...(first.json.toolResults ?? [])]
  let confirmed = 0
  let rounds = 0
  while (reply.json.status === 'awaiting_input') {
    const session = await call(`/api/ai/sessions/${first.json.sessionId}`)
    const waiting: string[] = session.json.pending
      .filter(
        (pending: { reason: string; ruleIds: string[] }) =>
          pending.reason === 'confirm' && pending.ruleIds.includes(ADD_MODULE_RULE),
      )
      .map((pending: { callId: string }) => pending.callId)
    if (waiting.length === 0) break
    const [callId, ...callIds] = waiting
    reply = await call(`/api/ai/sessions/${first.json.sessionId}/confirm`, {
      callId,
      ...(callIds.length ? { callIds } : {}),
      accepted: true,
    })
    if (reply.status !== 200)
      throw new Error(`confirming ${waiting.join(', ')}: ${JSON.stringify(reply.json)}`)
    confirmed += waiting.length
    rounds++
    toolResults.push(...(reply.json.toolResults ?? []))
  }
  return {
    ...reply,
    json: { ...reply.json, sessionId: first.json.sessionId, toolResults },
    confirmed,
    rounds,
  }
}
