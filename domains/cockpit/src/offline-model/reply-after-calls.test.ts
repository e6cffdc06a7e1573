import { createEngine, type WireEvent } from '@mindwire/agent'
import { collectEvents } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { createCockpit } from '../cockpit-domain.ts'
import type { CockpitState } from '../cockpit-state.ts'
import { createOfflineModel, offlineReplyAfterCalls } from './offline-model.ts'

// Calls that run, one refused by a rule (the trunk while moving), one that fails in its handler, several
// at once, a follow-up that reads the turn before, and an utterance without calls.
const TURNS = [
  '把空调调到24度',
  '打开后备箱',
  '把音量调到200',
  '打开车窗，播放周杰伦的歌，导航到公司',
  '再高一点',
  '你好',
]

function car(composed: boolean) {
  const cockpit = createCockpit()
  cockpit.registry.set('v1', { ...cockpit.registry.get('v1'), speed: 60 })
  const engine = createEngine<CockpitState>({
    model: createOfflineModel(cockpit.catalogue.functions),
    tools: cockpit.domain.tools,
    system: cockpit.domain.system,
    guardrails: cockpit.domain.guardrails,
    replyAfterCalls: composed ? offlineReplyAfterCalls : undefined,
  })
  const session = engine.session({ state: () => ({ ...cockpit.registry.get('v1'), vehicleId: 'v1' }) })
  return { cockpit, session }
}

// Call ids are random per run; everything else must match.
/** Call ids and run ids are random per run; everything else must match byte for byte. */
const sameIds = (text: string) =>
  text.replace(/offline-[0-9a-f-]{36}/g, 'offline-id').replace(/"runId":"[0-9a-f-]{36}"/g, '"runId":"run-id"')
const withoutTimes = (events: WireEvent[]) =>
  events.map((event) => ('durationMs' in event ? { ...event, durationMs: 0 } : event))

describe("the offline engine's reply after its calls", () => {
  it('is what its reply step says: the same events, history and vehicle, without that model step', async () => {
    const stepped = car(false)
    const composed = car(true)
    for (const text of TURNS) {
      const [a, b] = [
        await collectEvents(stepped.session.send(text)),
        await collectEvents(composed.session.send(text)),
      ]
      expect(sameIds(JSON.stringify(withoutTimes(b)))).toBe(sameIds(JSON.stringify(withoutTimes(a))))
    }
    expect(sameIds(JSON.stringify(composed.session.messages))).toBe(
      sameIds(JSON.stringify(stepped.session.messages)),
    )
    expect(composed.cockpit.registry.get('v1')).toEqual(stepped.cockpit.registry.get('v1'))
    // The turns said something different from one another: the comparison compared replies.
    const replies = composed.session.messages.flatMap((m) =>
      m.role === 'assistant' && m.content ? [m.content] : [],
    )
    expect(new Set(replies).size).toBeGreaterThanOrEqual(5)
  })

  it('leaves calls another model made to that model', () => {
    expect(
      offlineReplyAfterCalls([
        { role: 'tool', toolCallId: 'call_1', toolName: 'control_ac', output: { reply: '好的' } },
      ]),
    ).toBeUndefined()
  })
})
