import { describe, expect, it } from 'vitest'
import type { ModuleDefinition } from '../catalogue/module-definition.ts'
import type { ChainModule, SignalBinding } from '../chain/chain.ts'
import { simulateDrive } from './drive-simulator.ts'
import { watchBinding } from './watch-binding.ts'

// A low shelf as the audio-path catalogue describes it; AUDIO_BLOCKS is written on another branch.
const SHELF: ModuleDefinition = {
  id: 'eq-shelf-v2',
  docId: 'xialgo://eq-shelf-v2',
  title: 'Low / High Shelf EQ',
  titleZh: '搁架均衡',
  category: 'filter',
  certification: 'ISO 26262 QM',
  maturity: 'production',
  latencyMs: 0,
  signal: 'audio',
  response: 'shelf',
  params: [
    { key: 'fc', type: 'number', min: 20, max: 20000, default: 100, unit: 'Hz', description: '' },
    {
      key: 'gainDb',
      type: 'number',
      min: -12,
      max: 12,
      default: 0,
      unit: 'dB',
      aliases: ['gain'],
      description: '',
    },
  ],
  keywords: [],
  description: '',
}
const definitions = (type: string) => (type === SHELF.id ? SHELF : undefined)
const lowShelf: ChainModule = { id: 'lowShelf', type: 'eq-shelf-v2', params: { gainDb: 2 } }
const drive = simulateDrive()

function bind(overrides: Partial<SignalBinding> = {}): SignalBinding {
  return {
    moduleId: 'lowShelf',
    paramKey: 'gainDb',
    signalName: 'vehicle.speed.smoothed',
    mode: 'offset',
    ...overrides,
  }
}

describe('watchBinding', () => {
  it('shows a low shelf gain rising with speed (让 EQ 随车速调整), every 0.5 s', () => {
    const watched = watchBinding({
      module: lowShelf,
      binding: bind({ paramKey: 'lowShelf.gain' }),
      drive,
      definitions,
    })
    if (!watched.ok) throw new Error(watched.reason)
    expect(watched).toMatchObject({ paramKey: 'gainDb', signalName: 'vehicle.speed.smoothed', unit: 'dB' })
    expect(watched.points).toHaveLength(121)
    expect(watched.points[1]!.t).toBe(0.5)
    const at = (t: number) => watched.points.find((point) => point.t === t)!.value
    expect(at(0)).toBe(2) // standing still: the user's setting
    expect(at(30)).toBeCloseTo(2 + (100 / 250) * 6, 3) // cruising: +2.4 dB on top
    expect(at(10)).toBeLessThan(at(20))
    expect(at(58)).toBeLessThan(at(45))
  })

  it('keeps the parameter inside its range whatever the mode', () => {
    for (const mode of ['absolute', 'offset', 'multiplier'] as const) {
      const watched = watchBinding({
        module: lowShelf,
        binding: bind({ mode, signalName: 'vehicle.rpm' }),
        drive,
        definitions,
      })
      if (!watched.ok) throw new Error(watched.reason)
      for (const point of watched.points) {
        expect(point.value).toBeGreaterThanOrEqual(-12)
        expect(point.value).toBeLessThanOrEqual(12)
      }
    }
  })

  it('binds a catalogue module: noise suppression deepens as the cabin gets louder', () => {
    const ns: ChainModule = { id: 'ns', type: 'noise-suppression-v2', params: {} }
    const binding: SignalBinding = {
      moduleId: 'ns',
      paramKey: 'maxAttenuationDb',
      signalName: 'cabin.noise.db',
      mode: 'absolute',
    }
    const watched = watchBinding({ module: ns, binding, drive, stepS: 1 })
    if (!watched.ok) throw new Error(watched.reason)
    expect(watched.points).toHaveLength(61)
    expect(watched.points[30]!.value).toBeGreaterThan(watched.points[2]!.value + 10)
  })

  it('says why a binding cannot be watched', () => {
    const reason = (binding: SignalBinding, module = lowShelf) => {
      const watched = watchBinding({ module, binding, drive, definitions })
      return watched.ok ? 'ok' : watched.reason
    }
    expect(reason(bind({ signalName: 'vehicle.altitude' }))).toBe(
      'There is no vehicle signal vehicle.altitude.',
    )
    expect(reason(bind({ paramKey: 'q' }))).toBe('eq-shelf-v2 has no parameter q.')
    expect(reason(bind({ moduleId: 'peq1' }))).toBe('The binding is for module peq1, not lowShelf.')
    expect(reason(bind(), { ...lowShelf, type: 'eq-nothing' })).toBe(
      'Module lowShelf has an unknown type eq-nothing.',
    )
    expect(reason(bind(), { ...lowShelf, params: { gainDb: 'loud' } })).toBe(
      'lowShelf.gainDb holds "loud", not a number.',
    )
    const oscillator: ChainModule = { id: 'osc', type: 'oscillator-sine-v2', params: {} }
    const watched = watchBinding({
      module: oscillator,
      binding: { moduleId: 'osc', paramKey: 'waveform', signalName: 'vehicle.rpm', mode: 'absolute' },
      drive,
    })
    expect(watched).toEqual({
      ok: false,
      reason: 'Only number parameters can follow a signal; waveform is of type enum.',
    })
  })
})
