import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { runStudioTool } from '../project/run-tool.ts'
import type { StudioState } from '../project/studio-state.ts'
import { studioTools } from './studio-tools.ts'

const tools = studioTools()
const fresh = (): StudioState => ({
  projectId: 'p1',
  projectName: 'test',
  revision: 1,
  document: newProjectDocument(),
  changes: [],
  edits: [],
  artifacts: [],
})
const run = (state: StudioState, name: string, args: unknown) =>
  runStudioTool(tools, name, args, state, { tenantId: 't' })

describe('studio tools refuse bad calls with a typed error and change nothing', () => {
  it.each([
    ['update-link', { operation: 'add', payload: { type: 'no-such-module' } }, 'unknown_module_type'],
    ['update-link', { operation: 'remove', moduleId: 'ghost' }, 'unknown_module'],
    ['update-link', { operation: 'connect', payload: { from: 'limiter', to: 'inputGain' } }, 'cycle'],
    ['update-link', { operation: 'add' }, 'invalid_arguments'],
    ['update-link', { operation: 'explode' }, 'invalid_arguments'],
    ['update-param', { moduleId: 'lowShelf', paramKey: 'gainDb', value: 99 }, 'invalid_param_value'],
    ['update-param', { moduleId: 'lowShelf', paramKey: 'colour', value: 1 }, 'unknown_param'],
    ['update-param', { moduleId: 'ghost', paramKey: 'gainDb', value: 1 }, 'unknown_module'],
    [
      'bind-param-to-signal',
      { moduleId: 'lowShelf', paramKey: 'gainDb', signalName: 'vehicle.altitude' },
      'unknown_signal',
    ],
    [
      'bind-param-to-signal',
      { moduleId: 'lowShelf', paramKey: 'type', signalName: 'vehicle.speed' },
      'param_not_bindable',
    ],
    ['run-measurement', { position: 'roof' }, 'invalid_arguments'],
    ['run-measurement', { projectId: 'another-project' }, 'unknown_project'],
    ['run-test-suite', { suiteId: 'nonsense' }, 'unknown_suite'],
    [
      'generate-code',
      { moduleDef: { name: 'Bad', params: [{ key: 'gainDb', min: 5, max: 1, default: 3 }] } },
      'invalid_arguments',
    ],
    ['open-app', { app: 'xi-tune', intent: 'auto-tune' }, 'unknown_tool'],
  ])('%s %j → %s', async (name, args, code) => {
    const state = fresh()
    const before = structuredClone(state.document)
    const outcome = await run(state, name, args)
    expect(outcome).toMatchObject({ ok: false, error: code })
    expect(state.document).toEqual(before)
    expect(state.changes).toEqual([])
  })
})

describe('studio tools that succeed', () => {
  it('update-param returns the previous value and notes the change for the revision', async () => {
    const state = fresh()
    const outcome = await run(state, 'update-param', {
      moduleId: 'lowShelf',
      paramKey: 'lowShelf.gain',
      value: -3,
    })
    expect(outcome).toMatchObject({ ok: true, output: { previous: 4, value: -3, unit: 'dB' } })
    expect(state.changes).toEqual(['lowShelf.gainDb: 4 → -3'])
  })

  it('run-measurement keeps the measurement as an artifact and returns a spectrum part', async () => {
    const state = fresh()
    const outcome = await run(state, 'run-measurement', { position: 'rear', signalType: 'pink' })
    if (!outcome.ok) throw new Error(outcome.message)
    const output = outcome.output as {
      spectrum: { type: string; magnitudesDb: number[] }
      curve: unknown[]
      summary: { maxDeviationDb: number }
    }
    expect(output.spectrum.type).toBe('spectrum')
    expect(output.spectrum.magnitudesDb).toHaveLength(256)
    expect(output.curve).toHaveLength(31)
    expect(state.artifacts).toMatchObject([{ kind: 'measurement' }])
  })

  it('run-test-suite with autoStart false lists the cases and runs nothing', async () => {
    const state = fresh()
    const outcome = await run(state, 'run-test-suite', { suiteId: 'regression', autoStart: false })
    expect(outcome).toMatchObject({ ok: true, output: { status: 'ready' } })
    expect(state.artifacts).toEqual([])
  })

  it('the headroom suite fails a chain that boosts past +12 dB, and names the frequency', async () => {
    const state = fresh()
    await run(state, 'update-link', { operation: 'remove', moduleId: 'limiter' })
    await run(state, 'update-link', {
      operation: 'add',
      moduleId: 'boost',
      payload: { type: 'eq-parametric-v2', params: { fc: 1000, gainDb: 15, q: 2 } },
    })
    const outcome = await run(state, 'run-test-suite', { suiteId: 'headroom' })
    if (!outcome.ok) throw new Error(outcome.message)
    const cases = (outcome.output as { cases: Array<{ id: string; ok: boolean; detail: string }> }).cases
    expect(cases.find((c) => c.id === 'max-gain')).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/peak gain 1[4-9]\.\d+ dB at (9\d\d|10\d\d) Hz/),
    })
    expect(cases.find((c) => c.id === 'no-clipping')?.ok).toBe(false)
  })

  it('search-algo-library without a knowledge index searches the catalogue, with certification filters', async () => {
    const outcome = await run(fresh(), 'search-algo-library', { query: '行人提示音', certification: 'ASIL' })
    if (!outcome.ok) throw new Error(outcome.message)
    const results = (outcome.output as { results: Array<{ id: string; certification: string }> }).results
    expect(results[0]?.id).toBe('avas-v3')
    expect(results.every((hit) => hit.certification.includes('ASIL'))).toBe(true)
  })
})
