import { APICallError } from '@ai-sdk/provider'
import { createEngine } from '@mindwire/agent'
import { ScriptedModel, type ScriptStep } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { createCockpit } from '../cockpit-domain.ts'
import type { CockpitState } from '../cockpit-state.ts'
import { parseUtterance } from '../offline/index.ts'
import { NEEDS_NETWORK } from '../offline-model/offline-replies.ts'
import { createHybridModel, FAST_PATH_CONFIDENCE } from './hybrid-model.ts'

const unreachable = () =>
  new APICallError({
    message: 'service unavailable',
    url: 'https://llm.test',
    requestBodyValues: {},
    statusCode: 503,
    isRetryable: true,
  })

function car(llmScript: ScriptStep[]) {
  const cockpit = createCockpit()
  const llm = new ScriptedModel(llmScript)
  const engine = createEngine<CockpitState>({
    model: createHybridModel(llm),
    tools: cockpit.domain.tools,
    system: cockpit.domain.system,
    guardrails: cockpit.domain.guardrails,
  })
  const session = engine.session({ state: () => ({ ...cockpit.registry.get('v1'), vehicleId: 'v1' }) })
  return { cockpit, llm, session }
}

describe('cockpit routing', () => {
  it('executes a confident offline parse at once, without the LLM', async () => {
    expect(parseUtterance('把空调调到24度').confidence).toBeGreaterThanOrEqual(FAST_PATH_CONFIDENCE)
    const { cockpit, llm, session } = car([])
    const result = await session.send('把空调调到24度').result
    expect(result.text).toBe('空调已调到24度')
    expect(cockpit.registry.get('v1').ac).toMatchObject({ isOn: true, temperature: 24 })
    expect(llm.callCount).toBe(0)
  })

  it('hands everything else to the LLM with the domain’s tools, and lets it answer its own calls', async () => {
    const { cockpit, llm, session } = car([
      {
        toolCalls: [
          { id: 'call_1', name: 'control_seat', args: { seat: 'passenger', action: 'heating_on' } },
        ],
      },
      { text: '副驾座椅加热已经打开啦。' },
    ])
    const result = await session.send('我老婆说她有点冷，帮她弄暖和点吧')
    const final = await result.result
    expect(llm.callCount).toBe(2)
    expect(llm.calls[0]!.tools!.map((t) => t.name)).toContain('control_seat')
    expect(String(llm.calls[0]!.prompt[0]!.content)).toContain('<vehicle_state>')
    expect(final.text).toBe('副驾座椅加热已经打开啦。')
    expect(cockpit.registry.get('v1').seats.passenger.heatingLevel).toBe(1)
  })

  it('falls back to the offline parse when no LLM is reachable', async () => {
    const unsure = '开一下灯'
    const parse = parseUtterance(unsure)
    expect(parse.calls.length).toBeGreaterThan(0)
    expect(parse.confidence).toBeLessThan(FAST_PATH_CONFIDENCE)
    const { llm, session } = car([{ error: unreachable() }])
    const result = await session.send(unsure).result
    expect(llm.callCount).toBe(1)
    expect(result.status).toBe('completed')
    expect(result.text).toMatch(/灯已打开/)
  })

  it('says clearly that a request needs the network when the offline engine cannot help', async () => {
    const { session } = car([{ error: unreachable() }])
    const result = await session.send('给我讲个笑话').result
    expect(result.text).toBe(NEEDS_NETWORK)
  })
})
