import { judgeEffect } from '@mindwire/agent'
import { describe, expect, it } from 'vitest'
import type { ModuleDetails } from '../graph/module-details.ts'
import { add, patch } from '../testing/canvas-fixture.ts'
import { emptyCanvas, runTool } from '../testing/tool-harness.ts'
import { addModuleTool } from './add-module.ts'
import { connectModulesTool } from './connect-modules.ts'
import { deleteModuleTool } from './delete-module.ts'
import { disconnectModulesTool } from './disconnect-modules.ts'
import { getCanvasTool } from './get-canvas.ts'
import { getModuleDetailsTool } from './get-module-details.ts'
import { synthTools } from './synth-tools.ts'
import { updateModuleParameterTool } from './update-module-parameter.ts'

describe('the tools', () => {
  it('are the eight of seed 001 §4.2.3, undo_last_change and redo_last_undo; delete and disconnect ask first', () => {
    const tools = synthTools()
    expect(tools.map((tool) => tool.name)).toEqual([
      'get_canvas',
      'get_module_details',
      'add_module',
      'delete_module',
      'update_module_parameter',
      'connect_modules',
      'disconnect_modules',
      'rag_search',
      'undo_last_change',
      'redo_last_undo',
    ])
    expect(tools.filter((tool) => tool.destructive).map((tool) => tool.name)).toEqual([
      'delete_module',
      'disconnect_modules',
    ])
  })

  it('get_canvas lists modules and connections', async () => {
    const { canvas, osc, eq } = await patch()
    const run = await runTool(getCanvasTool, {}, canvas)
    expect(run.ok && run.output.modules).toHaveLength(4)
    expect(run.ok && run.output.connections).toEqual([
      expect.objectContaining({ source: osc, sourceHandle: 'audioout', target: eq, targetHandle: 'input' }),
    ])
  })

  it('get_module_details gives parameters with ranges and values, ports with connections', async () => {
    const { canvas, osc, eq } = await patch()
    const run = await runTool(getModuleDetailsTool, { moduleId: osc }, canvas)
    expect(run.ok).toBe(true)
    const module = (run as unknown as { output: { module: ModuleDetails } }).output.module
    expect(module.parameters.find((p) => p.name === 'freq')).toMatchObject({
      value: 440,
      min: 20,
      max: 2000,
      step: 10,
      unit: 'Hz',
    })
    expect(module.outputs.find((p) => p.name === 'audioout')?.connections).toEqual([
      expect.objectContaining({ moduleId: eq, handle: 'input' }),
    ])
  })

  it('add_module places a module with defaults, returns its details and an ADD_MODULE operation', async () => {
    const canvas = emptyCanvas()
    const run = await runTool(addModuleTool, { type: 'reverb', params: { wet: 0.3 } }, canvas)
    expect(run.ok).toBe(true)
    expect(run.operations).toEqual([{ type: 'ADD_MODULE', node: canvas.nodes[0] }])
    expect(canvas.nodes[0]).toMatchObject({
      id: 'reverb-1',
      type: 'reverb',
      name: '混响效果器',
      params: { decay: 2, wet: 0.3, preDelay: 0.01 },
      enabled: true,
    })
    const speaker = await runTool(addModuleTool, { type: 'speaker' }, canvas)
    expect(speaker.ok && (speaker.output.module as { enabled: boolean }).enabled).toBe(false)
  })

  it('update_module_parameter to the value a module already has changed nothing: its effect is none', async () => {
    const { canvas, osc } = await patch()
    const args = { moduleId: osc, parameter: 'freq', value: 440 }
    const same = await runTool(updateModuleParameterTool, args, canvas)
    expect(same.ok && judgeEffect(updateModuleParameterTool, same.output, args)).toBe('none')
    const moved = { ...args, value: 220 }
    const other = await runTool(updateModuleParameterTool, moved, canvas)
    expect(other.ok && judgeEffect(updateModuleParameterTool, other.output, moved)).toBe('changed')
    const read = await runTool(getCanvasTool, {}, canvas)
    expect(read.ok && judgeEffect(getCanvasTool, read.output, {})).toBe('read')
  })

  it('update_module_parameter sets a value, snaps it to the step, reports the previous one', async () => {
    const { canvas, osc } = await patch()
    const run = await runTool(
      updateModuleParameterTool,
      { moduleId: osc, parameter: 'freq', value: 223 },
      canvas,
    )
    expect(run.ok && run.output).toMatchObject({
      parameter: 'freq',
      previous: 440,
      value: 220,
      note: expect.any(String),
    })
    expect(run.operations).toEqual([
      { type: 'UPDATE_MODULE_PARAM', moduleId: osc, parameter: 'freq', value: 220 },
    ])
    const wave = await runTool(
      updateModuleParameterTool,
      { moduleId: osc, parameter: 'waveform', value: 'Square' },
      canvas,
    )
    expect(wave.ok && wave.output.value).toBe('square')
    const off = await runTool(
      updateModuleParameterTool,
      { moduleId: osc, parameter: 'enabled', value: false },
      canvas,
    )
    expect(off.ok).toBe(true)
    expect(canvas.nodes.find((node) => node.id === osc)).toMatchObject({
      enabled: false,
      params: { freq: 220 },
    })
  })

  it('connect_modules infers handles by port type and returns both modules', async () => {
    const { canvas, eq, speaker } = await patch()
    const run = await runTool(connectModulesTool, { sourceId: eq, targetId: speaker }, canvas)
    expect(run.ok && run.output.connection).toMatchObject({
      sourceHandle: 'output',
      targetHandle: 'audioInLeft',
      type: 'audio',
    })
    expect(run.ok && run.output).toHaveProperty('source.id', eq)
    expect(run.ok && run.output).toHaveProperty('target.id', speaker)
  })

  it('connect_modules replaces the source of an occupied number input, naming the replaced edge', async () => {
    const { canvas, osc, lfo } = await patch()
    const number = await add(canvas, 'numberinput')
    await runTool(connectModulesTool, { sourceId: lfo, targetId: osc, targetHandle: 'freqMod' }, canvas)
    const run = await runTool(
      connectModulesTool,
      { sourceId: number, targetId: osc, targetHandle: 'freqMod' },
      canvas,
    )
    expect(run.ok).toBe(true)
    const [operation] = run.operations
    expect(operation).toMatchObject({
      type: 'CONNECT_MODULES',
      edge: { source: number, target: osc, targetHandle: 'freqMod' },
      replacedEdgeId: `${lfo}:signal->${osc}:freqMod`,
    })
    expect(
      canvas.edges.filter((edge) => edge.target === osc && edge.targetHandle === 'freqMod'),
    ).toHaveLength(1)
  })

  it('audio inputs mix: two oscillators into one reverb input both stay', async () => {
    const canvas = emptyCanvas()
    const a = await add(canvas, 'simpleoscillator')
    const b = await add(canvas, 'simpleoscillator')
    const reverb = await add(canvas, 'reverb')
    await runTool(connectModulesTool, { sourceId: a, targetId: reverb }, canvas)
    const run = await runTool(connectModulesTool, { sourceId: b, targetId: reverb }, canvas)
    expect(run.ok && run.output.replaced).toBeUndefined()
    expect(canvas.edges.filter((edge) => edge.target === reverb)).toHaveLength(2)
  })

  it('delete_module removes the module with its connections', async () => {
    const { canvas, osc, eq } = await patch()
    const run = await runTool(deleteModuleTool, { moduleId: eq }, canvas)
    expect(run.ok && run.output.removedConnections).toHaveLength(1)
    expect(run.operations).toEqual([{ type: 'DELETE_MODULE', moduleId: eq }])
    expect(canvas.nodes.some((node) => node.id === eq)).toBe(false)
    expect(canvas.edges.some((edge) => edge.source === osc)).toBe(false)
  })

  it('disconnect_modules removes matching connections, one DISCONNECT operation each', async () => {
    const { canvas, osc, eq, speaker } = await patch()
    await runTool(
      connectModulesTool,
      { sourceId: eq, targetId: speaker, targetHandle: 'audioInLeft' },
      canvas,
    )
    await runTool(
      connectModulesTool,
      { sourceId: eq, targetId: speaker, targetHandle: 'audioInRight' },
      canvas,
    )
    const run = await runTool(disconnectModulesTool, { moduleId: eq }, canvas)
    expect(run.operations.map((operation) => operation.type)).toEqual([
      'DISCONNECT_MODULES',
      'DISCONNECT_MODULES',
      'DISCONNECT_MODULES',
    ])
    expect(canvas.edges).toEqual([])
    const again = await runTool(disconnectModulesTool, { sourceId: osc, targetId: eq }, canvas)
    expect(again.ok).toBe(false)
  })
})
