import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { evaluateGuardrails, type GuardDecisionAction } from '@mindwire/agent'
import { describe, expect, it } from 'vitest'
import type { CockpitState } from '../cockpit-state.ts'
import { defaultVehicleState } from '../vehicle/vehicle-state.ts'
import { DEFAULT_RULES_FILE, RuleBook } from './rule-book.ts'

const SPEEDS = [0, 0.5, 1, 5, 30, 60, 79.9, 80, 80.1, 81, 100, 120, 160, 250]
const POSITIONS = ['front_left', 'front_right', 'rear_left', 'rear_right', 'all'] as const

/** Every window, trunk and temperature call the catalogue allows. */
function dangerousCandidates(): Array<{ name: string; args: Record<string, unknown> }> {
  const calls: Array<{ name: string; args: Record<string, unknown> }> = []
  for (const position of POSITIONS) {
    calls.push(
      { name: 'control_window', args: { position, action: 'open' } },
      { name: 'control_window', args: { position, action: 'close' } },
    )
    for (let open = 0; open <= 100; open += 5)
      calls.push({
        name: 'control_window',
        args: { position, action: 'set_position', open_percentage: open },
      })
  }
  calls.push(
    { name: 'control_trunk', args: { action: 'open' } },
    { name: 'control_trunk', args: { action: 'close' } },
  )
  for (let temperature = 16; temperature <= 32; temperature++)
    calls.push({ name: 'control_ac', args: { action: 'set_temperature', temperature } })
  return calls
}

/** The rules of the issue and seed 002 §4.4, written independently of the configuration file. */
function oracle(call: { name: string; args: Record<string, any> }, state: CockpitState): GuardDecisionAction {
  const fast = state.speed > 80
  if (call.name === 'control_trunk' && call.args.action === 'open' && state.speed > 0) return 'block'
  if (call.name === 'control_window') {
    const wide =
      call.args.action === 'open' || (call.args.action === 'set_position' && call.args.open_percentage > 50)
    if (fast && wide) return 'block'
    if (call.args.position === 'all') return 'confirm'
  }
  if (
    call.name === 'control_ac' &&
    call.args.action === 'set_temperature' &&
    (call.args.temperature <= 18 || call.args.temperature >= 30)
  )
    return 'warn'
  return 'allow'
}

describe('safety rules', () => {
  it('miss nothing: every dangerous call is blocked in every generated vehicle state', () => {
    const rules = new RuleBook().rules
    let checked = 0
    let dangerous = 0
    for (const speed of SPEEDS) {
      for (const gear of ['P', 'D', 'R'] as const) {
        for (const windowsOpen of [0, 40, 100]) {
          const state: CockpitState = {
            ...defaultVehicleState({
              speed,
              gear,
              windows: { frontLeft: windowsOpen, rearRight: windowsOpen },
            }),
            vehicleId: 'gen',
          }
          for (const call of dangerousCandidates()) {
            const expected = oracle(call, state)
            const decided = evaluateGuardrails(rules, call, state).action
            if (expected === 'block') dangerous++
            expect(decided, `${call.name} ${JSON.stringify(call.args)} at ${speed} km/h`).toBe(expected)
            checked++
          }
        }
      }
    }
    expect(dangerous).toBeGreaterThan(1000)
    expect(checked).toBeGreaterThan(10_000)
  })

  it('reload from their file without a restart, and keep the old rules when the file is broken', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'rules-')), 'safety-rules.json')
    await writeFile(file, await readFile(DEFAULT_RULES_FILE, 'utf8'))
    const book = new RuleBook(file)
    const live = book.rules
    const first = book.version
    expect(first).toMatch(/^[0-9a-f]{12}$/)
    expect(new RuleBook().version).toBe(first)
    const call = { name: 'control_music', args: { action: 'set_volume', volume: 95 } }
    const state = { ...defaultVehicleState(), vehicleId: 'v' }
    expect(evaluateGuardrails(live, call, state).action).toBe('allow')

    const config = JSON.parse(await readFile(file, 'utf8'))
    config.rules.push({
      id: 'loud-music',
      description: '音量过大提醒',
      action: 'warn',
      message: '音量较大，注意听力',
      messageEn: 'The volume is high: mind your hearing',
      when: { call: 'control_music', args: { volume: { gt: 90 } } },
    })
    await writeFile(file, JSON.stringify(config))
    expect(book.reload()).toEqual({ ok: true, count: 10 })
    expect(evaluateGuardrails(live, call, state).action).toBe('warn')
    const second = book.version
    expect(second).not.toBe(first)

    await writeFile(file, '{ "rules": [ { "id": "BAD ID" } ] }')
    expect(book.reload().ok).toBe(false)
    expect(live).toHaveLength(10)
    expect(book.version).toBe(second)

    const reloads: boolean[] = []
    book.watch((result) => reloads.push(result.ok), 50)
    await new Promise((resolve) => setTimeout(resolve, 120))
    config.rules.pop()
    await writeFile(file, JSON.stringify(config))
    await expect.poll(() => live.length, { timeout: 5000 }).toBe(9)
    book.unwatch()
    expect(reloads).toContain(true)
  })

  it('fail to start on an invalid rules file rather than run without rules', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'rules-')), 'broken.json')
    await writeFile(file, '{ "rules": "none" }')
    expect(() => new RuleBook(file)).toThrow(/cannot load safety rules/)
  })
})
