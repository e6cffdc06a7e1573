import { describe, expect, it } from 'vitest'
import { chainGraph } from '../dsp/chain-graph.ts'
import { newProjectDocument } from '../project/new-project.ts'
import { bindParam } from './bind-signal.ts'
import type { Chain } from './chain.ts'
import { connectModules, disconnectModules } from './edit-connections.ts'
import { addModule, moveModule, removeModule, replaceModule } from './edit-modules.ts'
import { setParam } from './set-param.ts'

const chain = (): Chain => newProjectDocument().chain
const series = (c: Chain) => c.connections.map((x) => `${x.from}>${x.to}`)

describe('chain edits', () => {
  it('add wires a module in series after the chain output, with validated params under catalogue keys', () => {
    const before = chain()
    const result = addModule(before, {
      type: 'eq-parametric-v2',
      id: 'peq1',
      params: { frequency: 80, gain: -4 },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.detail.module.params).toEqual({ fc: 80, gainDb: -4 })
    expect(series(result.chain)).toContain('limiter>peq1')
    expect(before.modules.map((m) => m.id)).not.toContain('peq1')
  })

  it('add after a module takes over its outgoing connection', () => {
    const result = addModule(chain(), { type: 'eq-parametric', after: 'lowShelf' })
    expect(result.ok && series(result.chain)).toEqual(
      expect.arrayContaining(['lowShelf>eqParametric', 'eqParametric>highShelf']),
    )
    expect(result.ok && series(result.chain)).not.toContain('lowShelf>highShelf')
  })

  it.each([
    [{ type: 'no-such-block' }, 'unknown_module_type'],
    [{ type: 'eq-parametric-v2', id: 'lowShelf' }, 'duplicate_module_id'],
    [{ type: 'eq-parametric-v2', id: '1bad id' }, 'invalid_module_id'],
    [{ type: 'eq-parametric-v2', params: { gainDb: 40 } }, 'invalid_param_value'],
    [{ type: 'eq-parametric-v2', params: { wobble: 1 } }, 'unknown_param'],
    [{ type: 'eq-parametric-v2', after: 'ghost' }, 'unknown_module'],
  ])('add %j is refused with %s', (input, code) => {
    const result = addModule(chain(), input)
    expect(result).toMatchObject({ ok: false, code })
  })

  it('remove bridges its input to its output and drops its bindings', () => {
    const bound = bindParam(chain(), {
      moduleId: 'lowShelf',
      paramKey: 'gainDb',
      signalName: 'vehicle.speed',
      mode: 'offset',
    })
    expect(bound.ok).toBe(true)
    if (!bound.ok) return
    const result = removeModule(bound.chain, 'lowShelf')
    expect(result.ok && series(result.chain)).toContain('subsonic>highShelf')
    expect(result.ok && result.chain.bindings).toEqual([])
  })

  it('move keeps the chain one series', () => {
    const result = moveModule(chain(), 'limiter', 'start')
    expect(result.ok && chainGraph(result.chain).order[0]?.id).toBe('limiter')
    expect(result.ok && series(result.chain)).toContain('limiter>inputGain')
  })

  it('replace keeps id, connections and the parameters the new type shares', () => {
    const result = replaceModule(chain(), 'lowShelf', { type: 'eq-parametric-v2' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const module = result.chain.modules.find((m) => m.id === 'lowShelf')!
    expect(module.type).toBe('eq-parametric-v2')
    expect(module.params).toMatchObject({ fc: 120, gainDb: 4 })
    expect(series(result.chain)).toEqual(series(chain()))
  })

  it('a connection that closes a loop is refused and changes nothing', () => {
    const before = chain()
    const result = connectModules(before, { from: 'limiter', to: 'inputGain' })
    expect(result).toMatchObject({ ok: false, code: 'cycle' })
    expect(connectModules(before, { from: 'lowShelf', to: 'lowShelf' })).toMatchObject({
      ok: false,
      code: 'cycle',
    })
    expect(() => chainGraph(before)).not.toThrow()
  })

  it('connect checks ports and duplicates; disconnect needs an existing connection', () => {
    expect(connectModules(chain(), { from: 'inputGain', to: 'subsonic' })).toMatchObject({
      code: 'duplicate_connection',
    })
    expect(connectModules(chain(), { from: 'inputGain', to: 'limiter', fromPort: 'high' })).toMatchObject({
      code: 'unknown_port',
    })
    expect(disconnectModules(chain(), { from: 'inputGain', to: 'limiter' })).toMatchObject({
      code: 'unknown_connection',
    })
    const cut = disconnectModules(chain(), { from: 'inputGain', to: 'subsonic' })
    expect(cut.ok && cut.chain.connections).toHaveLength(3)
  })

  it('set-param validates against the catalogue and returns the previous value', () => {
    const result = setParam(chain(), 'lowShelf', 'lowShelf.gain', -3)
    expect(result).toMatchObject({ ok: true, detail: { paramKey: 'gainDb', value: -3, previous: 4 } })
    expect(setParam(chain(), 'lowShelf', 'gainDb', 99)).toMatchObject({
      ok: false,
      code: 'invalid_param_value',
    })
    expect(setParam(chain(), 'lowShelf', 'colour', 1)).toMatchObject({ ok: false, code: 'unknown_param' })
    expect(setParam(chain(), 'ghost', 'gainDb', 1)).toMatchObject({ ok: false, code: 'unknown_module' })
  })

  it('set-param switches a module’s bypass, a boolean every module has', () => {
    const result = setParam(chain(), 'lowShelf', 'lowShelf.bypass', true)
    expect(result).toMatchObject({ ok: true, detail: { paramKey: 'bypass', value: true, previous: false } })
    expect(result.ok && result.chain.modules.find((m) => m.id === 'lowShelf')?.bypass).toBe(true)
    expect(setParam(chain(), 'lowShelf', 'bypass', 'yes')).toMatchObject({
      ok: false,
      code: 'invalid_param_value',
    })
    expect(setParam(chain(), 'ghost', 'bypass', true)).toMatchObject({ ok: false, code: 'unknown_module' })
  })

  it('binding needs a number parameter and a known signal, and replaces the previous binding', () => {
    expect(
      bindParam(chain(), {
        moduleId: 'lowShelf',
        paramKey: 'type',
        signalName: 'vehicle.speed',
        mode: 'absolute',
      }),
    ).toMatchObject({ code: 'param_not_bindable' })
    expect(
      bindParam(chain(), {
        moduleId: 'lowShelf',
        paramKey: 'gainDb',
        signalName: 'vehicle.altitude',
        mode: 'absolute',
      }),
    ).toMatchObject({ code: 'unknown_signal' })
    const first = bindParam(chain(), {
      moduleId: 'lowShelf',
      paramKey: 'gain',
      signalName: 'vehicle.speed',
      mode: 'offset',
    })
    if (!first.ok) throw new Error(first.message)
    const second = bindParam(first.chain, {
      moduleId: 'lowShelf',
      paramKey: 'gainDb',
      signalName: 'vehicle.rpm',
      mode: 'multiplier',
    })
    expect(second.ok && second.chain.bindings).toEqual([
      { moduleId: 'lowShelf', paramKey: 'gainDb', signalName: 'vehicle.rpm', mode: 'multiplier' },
    ])
  })
})
