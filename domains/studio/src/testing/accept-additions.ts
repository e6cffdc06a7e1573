/** The rule that makes adding a module wait for the person (studio-guardrails). */
export const ADD_MODULE_RULE = 'studio.confirm-add-module'

type Answer = { status: number; json: any }

/**
 * Answers a chat reply's add-module confirmations as a person who agrees would, one call at a time (the
 * confirm route answers one), until the turn asks for nothing more of that rule. The calls still waiting
 * are read from the session (a reply lists only the confirmations its own run asked for). Answers the last reply
 * with the tool results of every run of the turn in order, and how many additions were confirmed.
 */
export async function acceptAdditions(
  call: (path: string, body?: unknown) => Promise<Answer>,
  first: Answer,
): Promise<Answer & { confirmed: number }> {
  let reply = first
  const toolResults = [...(first.json.toolResults ?? [])]
  let confirmed = 0
  while (reply.json.status === 'awaiting_input') {
    const session = await call(`/api/ai/sessions/${first.json.sessionId}`)
    const waiting = session.json.pending.find(
      (pending: { reason: string; ruleIds: string[] }) =>
        pending.reason === 'confirm' && pending.ruleIds.includes(ADD_MODULE_RULE),
    )
    if (!waiting) break
    reply = await call(`/api/ai/sessions/${first.json.sessionId}/confirm`, {
      callId: waiting.callId,
      accepted: true,
    })
    if (reply.status !== 200) throw new Error(`confirming ${waiting.id}: ${JSON.stringify(reply.json)}`)
    confirmed++
    toolResults.push(...(reply.json.toolResults ?? []))
  }
  return { ...reply, json: { ...reply.json, sessionId: first.json.sessionId, toolResults }, confirmed }
}
