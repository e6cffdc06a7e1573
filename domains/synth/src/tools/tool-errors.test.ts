import { describe, expect, it } from 'vitest'
import { applyOperations } from '../graph/apply-operation.ts'
import { add, patch } from '../testing/canvas-fixture.ts'
import { emptyCanvas, runTool } from '../testing/tool-harness.ts'
import { addModuleTool } from './add-module.ts'
import { connectModulesTool } from './connect-modules.ts'
import { deleteModuleTool } from './delete-module.ts'
import { disconnectModulesTool } from './disconnect-modules.ts'
import { getModuleDetailsTool } from './get-module-details.ts'
import { updateModuleParameterTool } from './update-module-parameter.ts'

describe('error injection (seed 001 §4.6): a tool error for the model and an ERROR operation for the UI', () => {
  const cases: Array<
    [string, (p: Awaited<ReturnType<typeof patch>>) => [Parameters<typeof runTool>[0], unknown], RegExp]
  > = [
    [
      'unknown module id (details)',
      () => [getModuleDetailsTool, { moduleId: 'nope-1' }],
      /no module with id "nope-1".*simpleoscillator-1/,
    ],
    [
      'unknown module id (update)',
      () => [updateModuleParameterTool, { moduleId: 'ghost', parameter: 'freq', value: 1 }],
      /no module with id "ghost"/,
    ],
    [
      'unknown module id (delete)',
      () => [deleteModuleTool, { moduleId: 'ghost' }],
      /no module with id "ghost"/,
    ],
    [
      'unknown module id (connect)',
      ({ eq }) => [connectModulesTool, { sourceId: 'ghost', targetId: eq }],
      /no module with id "ghost"/,
    ],
    [
      'unknown module id (disconnect)',
      () => [disconnectModulesTool, { moduleId: 'ghost' }],
      /no module with id "ghost"/,
    ],
    [
      'unknown parameter name',
      ({ osc }) => [updateModuleParameterTool, { moduleId: osc, parameter: 'cutoff', value: 1 }],
      /has no parameter "cutoff"; its parameters: gain, freq/,
    ],
    [
      'out-of-range value',
      ({ osc }) => [updateModuleParameterTool, { moduleId: osc, parameter: 'freq', value: 5000 }],
      /freq must be between 20 and 2000 Hz \(got 5000\)/,
    ],
    [
      'wrong value type',
      ({ osc }) => [updateModuleParameterTool, { moduleId: osc, parameter: 'freq', value: 'loud' }],
      /freq takes a number/,
    ],
    [
      'list value not an option',
      ({ osc }) => [updateModuleParameterTool, { moduleId: osc, parameter: 'waveform', value: 'noise' }],
      /waveform must be one of "sine"/,
    ],
    [
      'read-only parameter',
      () => [addModuleTool, { type: 'calculator', params: { status: 'OK' } }],
      /status is read-only/,
    ],
    [
      'unknown module type',
      () => [addModuleTool, { type: 'filter' }],
      /unknown module type "filter"; the catalogue has: simpleoscillator/,
    ],
    [
      'incompatible ports',
      ({ lfo, eq }) => [connectModulesTool, { sourceId: lfo, targetId: eq, targetHandle: 'input' }],
      /eq-1\.input is audio but lfo-1 has no audio output \(outputs: signal \(number\)\)/,
    ],
    [
      'type mismatch with both handles named',
      ({ osc, speaker }) => [
        connectModulesTool,
        { sourceId: osc, sourceHandle: 'output', targetId: speaker, targetHandle: 'audioInLeft' },
      ],
      /is number but speaker-1\.audioInLeft is audio/,
    ],
    [
      'unknown port',
      ({ osc, eq }) => [connectModulesTool, { sourceId: osc, sourceHandle: 'sound', targetId: eq }],
      /has no output "sound"; its outputs: output \(number\), audioout \(audio\)/,
    ],
    [
      'output used as input',
      ({ osc, eq }) => [connectModulesTool, { sourceId: eq, targetId: osc, targetHandle: 'audioout' }],
      /audioout is an output, not an input/,
    ],
    [
      'connecting a module to itself',
      ({ eq }) => [connectModulesTool, { sourceId: eq, targetId: eq }],
      /cannot be connected to itself/,
    ],
    [
      'an existing connection again',
      ({ osc, eq }) => [connectModulesTool, { sourceId: osc, targetId: eq }],
      /already connected/,
    ],
    [
      'no compatible ports at all',
      ({ speaker, osc }) => [connectModulesTool, { sourceId: speaker, targetId: osc }],
      /no port types match/,
    ],
  ]

  for (const [name, build, message] of cases) {
    it(name, async () => {
      const fixture = await patch()
      const before = structuredClone(fixture.canvas)
      const [tool, args] = build(fixture)
      const run = await runTool(tool, args, fixture.canvas)
      expect(run.ok).toBe(false)
      if (run.ok) return
      expect(run.message).toMatch(message)
      expect(run.operations).toEqual([{ type: 'ERROR', message: run.message, tool: tool.name }])
      expect(fixture.canvas).toEqual(before)
    })
  }

  it('occupied number inputs are never replaced by inference', async () => {
    const { canvas, osc, lfo } = await patch()
    const second = await add(canvas, 'lfo')
    await runTool(connectModulesTool, { sourceId: lfo, targetId: osc }, canvas)
    await runTool(connectModulesTool, { sourceId: second, targetId: osc }, canvas)
    const third = await add(canvas, 'lfo')
    const run = await runTool(connectModulesTool, { sourceId: third, targetId: osc }, canvas)
    expect(run.ok).toBe(false)
    expect(!run.ok && run.message).toMatch(/already has a source; name targetHandle to replace one/)
  })

  it('an add with one invalid initial value adds nothing', async () => {
    const canvas = emptyCanvas()
    const run = await runTool(addModuleTool, { type: 'delay', params: { wet: 0.2, feedback: 2 } }, canvas)
    expect(!run.ok && run.message).toMatch(/feedback must be between 0 and 0.95/)
    expect(canvas.nodes).toEqual([])
  })

  it('a failed call leaves the canvas replayable from the operations of the calls that worked', async () => {
    const canvas = emptyCanvas()
    const original = structuredClone(canvas)
    const runs = [
      await runTool(addModuleTool, { type: 'simpleoscillator' }, canvas),
      await runTool(
        updateModuleParameterTool,
        { moduleId: 'simpleoscillator-1', parameter: 'freq', value: 9999 },
        canvas,
      ),
      await runTool(addModuleTool, { type: 'speaker' }, canvas),
      await runTool(connectModulesTool, { sourceId: 'simpleoscillator-1', targetId: 'speaker-1' }, canvas),
    ]
    expect(runs.map((run) => run.ok)).toEqual([true, false, true, true])
    expect(
      applyOperations(
        original,
        runs.flatMap((run) => run.operations),
      ),
    ).toEqual(canvas)
  })
})
