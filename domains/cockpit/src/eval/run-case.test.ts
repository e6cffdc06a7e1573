import { describe, expect, it } from 'vitest'
import { EvalCase } from './eval-case.ts'
import { type Engine, runCase } from './run-case.ts'

describe('runCase', () => {
  it('replays history, passing each turn the previous calls and the merged state', () => {
    const seen: Array<{ text: string; previous: number; speed: number; temperature: number }> = []
    const engine: Engine = (text, { previousCalls, state }) => {
      seen.push({
        text,
        previous: previousCalls.length,
        speed: state.speed,
        temperature: state.ac.temperature,
      })
      return { domain: 'vehicle_control', calls: [{ name: 'control_ac', params: { action: 'turn_on' } }] }
    }
    const evalCase = EvalCase.parse({
      id: 'ctx-1',
      history: ['打开空调', '调到24度'],
      state: { speed: 60 },
      text: '再高一点',
      expect: { domain: 'vehicle_control', calls: [] },
    })
    let clock = 0
    const result = runCase(evalCase, engine, () => (clock += 5))
    expect(seen.map((s) => [s.text, s.previous])).toEqual([
      ['打开空调', 0],
      ['调到24度', 1],
      ['再高一点', 1],
    ])
    expect(seen.every((s) => s.speed === 60 && s.temperature === 24)).toBe(true)
    expect(result.latencyMs).toBe(5)
    expect(result.predicted.calls).toHaveLength(1)
  })
  it('shows each turn the settings the replayed turns made', () => {
    const temperatures: number[] = []
    const engine: Engine = (text, { state }) => {
      temperatures.push(state.ac.temperature)
      const calls = text.includes('22')
        ? [{ name: 'control_ac', params: { action: 'set_temperature', temperature: 22 } }]
        : []
      return { domain: 'vehicle_control', calls }
    }
    const evalCase = EvalCase.parse({
      id: 'ctx-2',
      history: ['空调调到22度', '风速调到3挡'],
      text: '温度再低两度',
      expect: { domain: 'vehicle_control', calls: [] },
    })
    runCase(evalCase, engine)
    expect(temperatures).toEqual([24, 22, 22])
  })
})
