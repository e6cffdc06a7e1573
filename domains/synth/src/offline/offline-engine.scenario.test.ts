import { AgentError, createEngine, type KnowledgeSearch, type WireEvent } from '@mindwire/agent'
import { collectEvents } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { applyOperations } from '../graph/apply-operation.ts'
import type { CanvasSnapshot, ClientOperation } from '../graph/canvas.ts'
import { createSynth } from '../synth-domain.ts'
import { createSynthOfflineModel } from './offline-model.ts'

function engineWith(canvas: CanvasSnapshot, knowledge?: KnowledgeSearch) {
  const domain = createSynth({ knowledge })
  const engine = createEngine<CanvasSnapshot>({
    model: domain.offlineModel!(),
    tools: domain.tools,
    system: domain.system,
  })
  return engine.session({ state: () => canvas })
}

function operationsOf(events: WireEvent[]): ClientOperation[] {
  return events.flatMap((event) => {
    if (event.type !== 'tool_result') return []
    const output = event.output as {
      operations?: ClientOperation[]
      data?: { operations?: ClientOperation[] }
    }
    return output.operations ?? output.data?.operations ?? []
  })
}

const calls = (events: WireEvent[]) =>
  events.flatMap((event) => (event.type === 'tool_call' ? [{ name: event.name, args: event.args }] : []))
const doneText = (events: WireEvent[]) => events.findLast((event) => event.type === 'done')
const empty = (): CanvasSnapshot => ({ nodes: [], edges: [] })

describe('the offline engine through createEngine', () => {
  it('adds an oscillator, a filter and an output in English, then connects them in signal order', async () => {
    const canvas = empty()
    const original = structuredClone(canvas)
    const events = await collectEvents(
      engineWith(canvas).send('add an oscillator, a filter and an output and connect them'),
    )
    expect(calls(events).map((call) => call.name)).toEqual([
      'add_module',
      'add_module',
      'add_module',
      'connect_modules',
      'connect_modules',
      'connect_modules',
    ])
    expect(canvas.nodes.map((node) => node.type)).toEqual(['simpleoscillator', 'eq', 'speaker'])
    expect(
      canvas.edges.map((edge) => `${edge.source}.${edge.sourceHandle}->${edge.target}.${edge.targetHandle}`),
    ).toEqual([
      'simpleoscillator-1.audioout->eq-1.input',
      'eq-1.output->speaker-1.audioInLeft',
      'eq-1.output->speaker-1.audioInRight',
    ])
    expect(applyOperations(original, operationsOf(events))).toEqual(canvas)
    const done = doneText(events)
    expect(done).toMatchObject({ type: 'done', finishReason: 'stop' })
    // Modules by name, in signal order; no ids or ports for a person to read.
    expect(done?.type === 'done' && done.text).toMatch(/^Added .+; Connected .+ → .+ → /)
    expect(done?.type === 'done' && done.text).not.toMatch(/simpleoscillator-1|audioout|audioIn/)
  })

  it('understands 添加一个振荡器并连到均衡器 against the ids on the canvas', async () => {
    const canvas: CanvasSnapshot = {
      nodes: [
        { id: 'eq-7', type: 'eq', name: '均衡器', position: { x: 0, y: 0 }, params: {}, enabled: true },
      ],
      edges: [],
    }
    const events = await collectEvents(engineWith(canvas).send('添加一个振荡器并连到均衡器'))
    expect(calls(events)).toEqual([
      { name: 'add_module', args: { type: 'simpleoscillator' } },
      { name: 'connect_modules', args: { sourceId: 'simpleoscillator-1', targetId: 'eq-7' } },
    ])
    expect(canvas.edges).toHaveLength(1)
    const done = doneText(events)
    expect(done?.type === 'done' && done.text).toMatch(/已添加.*已连接/)
  })

  it('builds 振荡器 + 滤波器 + 输出 in Chinese and wires them', async () => {
    const canvas = empty()
    await collectEvents(engineWith(canvas).send('添加一个振荡器、一个滤波器和一个扬声器，然后把它们连起来'))
    expect(canvas.nodes.map((node) => node.type)).toEqual(['simpleoscillator', 'eq', 'speaker'])
    expect(canvas.edges.map((edge) => edge.targetHandle)).toEqual(['input', 'audioInLeft', 'audioInRight'])
  })

  it('sets a parameter in English and replies with the value the tool stored', async () => {
    const canvas = empty()
    const agent = engineWith(canvas)
    await collectEvents(agent.send('add an oscillator'))
    const events = await collectEvents(agent.send('set the oscillator frequency to 225 Hz'))
    expect(calls(events)).toEqual([
      {
        name: 'update_module_parameter',
        args: { moduleId: 'simpleoscillator-1', parameter: 'freq', value: 225 },
      },
    ])
    expect(canvas.nodes[0]!.params.freq).toBe(230)
    const done = doneText(events)
    expect(done?.type === 'done' && done.text).toBe('Set Oscillator Frequency to 230 Hz.')
  })

  it('把混响的湿度调到0.3 after building the reverb in an earlier turn', async () => {
    const canvas = empty()
    const agent = engineWith(canvas)
    await collectEvents(agent.send('添加一个混响'))
    const events = await collectEvents(agent.send('把混响的湿度调到0.3'))
    expect(canvas.nodes[0]!.params.wet).toBe(0.3)
    const done = doneText(events)
    expect(done?.type === 'done' && done.text).toBe('混响效果器 的干湿比已设为 0.3。')
  })

  it('删除 LFO asks first; accepted, the LFO and its connections go', async () => {
    const canvas = empty()
    const agent = engineWith(canvas)
    await collectEvents(agent.send('添加一个LFO和一个振荡器，把LFO连到振荡器'))
    expect(canvas.edges).toHaveLength(1)
    const asked = await collectEvents(agent.send('删除 LFO'))
    const confirm = asked.find((event) => event.type === 'confirm_required')
    expect(confirm).toMatchObject({ name: 'delete_module', args: { moduleId: 'lfo-1' } })
    expect(canvas.nodes).toHaveLength(2)
    const confirmed = await collectEvents(
      agent.confirm(confirm?.type === 'confirm_required' ? confirm.callId : '', true),
    )
    expect(canvas.nodes.map((node) => node.id)).toEqual(['simpleoscillator-1'])
    expect(canvas.edges).toEqual([])
    const done = doneText(confirmed)
    expect(done?.type === 'done' && done.text).toBe('已删除 LFO。')
  })

  it('disconnect the delay: one confirmed call removes every connection of the delay', async () => {
    const canvas = empty()
    const agent = engineWith(canvas)
    await collectEvents(agent.send('add an oscillator, a delay and a speaker and connect them'))
    expect(canvas.edges).toHaveLength(3)
    const asked = await collectEvents(agent.send('disconnect the delay'))
    const confirm = asked.find((event) => event.type === 'confirm_required')
    expect(confirm).toMatchObject({ name: 'disconnect_modules', args: { moduleId: 'delay-1' } })
    const confirmed = await collectEvents(
      agent.confirm(confirm?.type === 'confirm_required' ? confirm.callId : '', true),
    )
    expect(canvas.edges).toEqual([])
    const done = doneText(confirmed)
    expect(done?.type === 'done' && done.text).toBe('Removed 3 connections.')
  })

  it('says what is missing instead of calling a tool with a made-up id', async () => {
    const events = await collectEvents(engineWith(empty()).send('删除 LFO'))
    expect(calls(events)).toEqual([])
    const done = doneText(events)
    expect(done?.type === 'done' && done.text).toBe('画布上没有LFO。')
  })

  it('changes nothing when part of the message cannot be done, and says why', async () => {
    const canvas = empty()
    const events = await collectEvents(engineWith(canvas).send('添加一个振荡器并连到均衡器'))
    expect(calls(events)).toEqual([])
    expect(canvas.nodes).toEqual([])
    const done = doneText(events)
    expect(done?.type === 'done' && done.text).toBe('画布上没有均衡器。')
  })

  it('reports a tool’s refusal in the reply', async () => {
    const canvas = empty()
    const agent = engineWith(canvas)
    await collectEvents(agent.send('添加一个振荡器'))
    const events = await collectEvents(agent.send('振荡器频率调到5000赫兹'))
    const done = doneText(events)
    // In words for people: neither the tool's name nor its message (that is the model's, and the log's).
    expect(done?.type === 'done' && done.text).toBe(
      '没能修改这个参数：数值超出它的范围，或模块没有这个参数。',
    )
    expect(operationsOf(events)).toEqual([
      {
        type: 'ERROR',
        message: expect.stringContaining('freq must be between'),
        tool: 'update_module_parameter',
      },
    ])
  })

  it('answers a question from the knowledge base', async () => {
    const knowledge: KnowledgeSearch = async () => [
      {
        id: '1',
        content: 'An LFO is a low-frequency oscillator used for modulation.',
        metadata: {},
        score: 0.9,
        source: 'module-lfo.md',
      },
    ]
    const events = await collectEvents(engineWith(empty(), knowledge).send('什么是LFO？'))
    expect(calls(events)).toEqual([{ name: 'rag_search', args: { query: '什么是LFO？' } }])
    const done = doneText(events)
    expect(done?.type === 'done' && done.text).toBe(
      'An LFO is a low-frequency oscillator used for modulation.（来源：module-lfo.md）。',
    )
  })

  it('greets and explains what it can do', async () => {
    const events = await collectEvents(engineWith(empty()).send('你好'))
    const done = doneText(events)
    expect(done?.type === 'done' && done.text).toMatch(/^你好！我可以帮你搭建/)
  })

  it('refuses non-streamed calls (titles, summaries) with a clear error', async () => {
    await expect(createSynthOfflineModel().doGenerate({ prompt: [] })).rejects.toThrow(AgentError)
    await expect(createSynthOfflineModel().doGenerate({ prompt: [] })).rejects.toThrow(/configure an LLM/)
  })
})
