import { createEngine, type WireEvent } from '@mindwire/agent'
import { collectEvents, ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { createSynth } from '../synth-domain.ts'

const start = (): CanvasSnapshot => ({
  nodes: [{ id: 'lfo-1', type: 'lfo', name: 'LFO', position: { x: 80, y: 80 }, params: {}, enabled: true }],
  edges: [],
})

function session(canvas: CanvasSnapshot) {
  const model = new ScriptedModel([
    {
      toolCalls: [
        { id: 'c1', name: 'add_module', args: { type: 'reverb' } },
        { id: 'c2', name: 'delete_module', args: { moduleId: 'lfo-1' } },
        {
          id: 'c3',
          name: 'update_module_parameter',
          args: { moduleId: 'reverb-1', parameter: 'wet', value: 0.2 },
        },
      ],
    },
    { text: 'done' },
  ])
  const domain = createSynth()
  const engine = createEngine<CanvasSnapshot>({ model, tools: domain.tools, system: domain.system })
  return engine.session({ state: () => canvas })
}

const results = (events: WireEvent[]) =>
  events.flatMap((event) => (event.type === 'tool_result' ? [[event.callId, event.status] as const] : []))

describe('a destructive call waits for the person; what ran before and after it in the run is kept', () => {
  it('asks before delete_module, keeps the add and the later update while it waits, deletes once accepted', async () => {
    const canvas = start()
    const agent = session(canvas)
    const first = await collectEvents(agent.send('add a reverb, remove the LFO, make the reverb drier'))
    expect(first.find((event) => event.type === 'confirm_required')).toMatchObject({
      callId: 'c2',
      name: 'delete_module',
      ruleIds: ['destructive-tool'],
      // The person is asked in the studio's language, naming what goes.
      message: '确定删除模块「LFO」吗？它的连接也会一起删除。',
    })
    expect(results(first)).toEqual([
      ['c1', 'ok'],
      ['c3', 'ok'],
    ])
    expect(first.at(-1)).toMatchObject({ type: 'done', finishReason: 'awaiting_input' })
    expect(canvas.nodes.map((node) => node.id)).toEqual(['lfo-1', 'reverb-1'])
    expect(canvas.nodes[1]!.params.wet).toBe(0.2)

    const second = await collectEvents(agent.confirm('c2', true))
    expect(results(second)).toEqual([['c2', 'ok']])
    const deleted = second.find((event) => event.type === 'tool_result')
    expect(deleted?.type === 'tool_result' && deleted.output).toMatchObject({
      operations: [{ type: 'DELETE_MODULE', moduleId: 'lfo-1' }],
    })
    expect(canvas.nodes.map((node) => node.id)).toEqual(['reverb-1'])
  })

  it('a declined delete changes nothing and the add stays', async () => {
    const canvas = start()
    const agent = session(canvas)
    await collectEvents(agent.send('go'))
    const second = await collectEvents(agent.confirm('c2', false))
    expect(results(second)).toEqual([['c2', 'rejected']])
    expect(canvas.nodes.map((node) => node.id)).toEqual(['lfo-1', 'reverb-1'])
  })
})
