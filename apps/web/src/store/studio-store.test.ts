import { describe, expect, it } from 'vitest'
import { studioPage } from '../app/studio-words.ts'
import { createStudioStore } from './studio-store.ts'

describe('the studio store', () => {
  it('replays operations in order; an ERROR or a stale operation is logged and shown, never swallowed', () => {
    const store = createStudioStore()
    const state = store.getState()
    const osc = state.addModule('simpleoscillator')!
    const eq = state.addModule('eq')!
    const entries = store.getState().apply(
      [
        { type: 'UPDATE_MODULE_PARAM', moduleId: osc, parameter: 'freq', value: 220 },
        { type: 'ERROR', message: 'speaker-9 is not on the canvas', tool: 'connect_modules' },
        { type: 'DELETE_MODULE', moduleId: 'ghost-1' },
        {
          type: 'CONNECT_MODULES',
          edge: { id: 'e', source: osc, sourceHandle: 'audioout', target: eq, targetHandle: 'input' },
        },
      ],
      'agent',
      'update_module_parameter',
    )
    expect(entries.map((e) => Boolean(e.problem))).toEqual([false, true, true, false])
    const after = store.getState()
    expect(after.nodes.find((n) => n.id === osc)!.params.freq).toBe(220)
    expect(after.edges.map((e) => e.id)).toEqual(['e'])
    expect(after.notice?.message).toContain('ghost-1')
    expect(after.log.filter((e) => e.origin === 'agent')).toHaveLength(4)
  })

  it('speakers wait for 启动音频, and one added after it starts switched on', () => {
    const store = createStudioStore()
    const first = store.getState().addModule('speaker')!
    expect(store.getState().nodes[0]!.enabled).toBe(false)
    store.getState().markAudioStarted()
    expect(store.getState().nodes.find((n) => n.id === first)!.enabled).toBe(true)
    const second = store.getState().addModule('speaker')!
    expect(store.getState().nodes.find((n) => n.id === second)!.enabled).toBe(true)
  })

  it('mouse actions become the same operations: connect (refused by type), duplicate, clamp, delete', () => {
    const store = createStudioStore()
    const s = store.getState()
    const lfo = s.addModule('lfo')!
    const osc = s.addModule('simpleoscillator')!
    s.connect({ source: lfo, sourceHandle: 'signal', target: osc, targetHandle: 'freqMod' })
    s.connect({ source: lfo, sourceHandle: 'signal', target: osc, targetHandle: 'audioout' })
    expect(store.getState().edges).toHaveLength(1)
    // audioout is an output: the person is told so in the page's language, not in the model's words.
    if (studioPage.language() !== 'zh') studioPage.switchLanguage()
    s.connect({ source: lfo, sourceHandle: 'signal', target: osc, targetHandle: 'audioout' })
    expect(store.getState().notice?.message).toBe('无法连接：连接要从一个输出接到一个输入')
    studioPage.switchLanguage()
    s.connect({ source: lfo, sourceHandle: 'signal', target: osc, targetHandle: 'audioout' })
    expect(store.getState().notice?.message).toBe(
      'Cannot connect: a connection goes from an output to an input',
    )
    s.updateParam(osc, 'freq', 99_999)
    expect(store.getState().nodes.find((n) => n.id === osc)!.params.freq).toBe(2000)
    s.duplicateModules([lfo, osc])
    expect(store.getState().nodes).toHaveLength(4)
    expect(store.getState().edges).toHaveLength(2)
    expect(store.getState().selectedNodeIds).toHaveLength(2)
    s.deleteModules([lfo])
    expect(store.getState().edges).toHaveLength(1)
    expect(
      store
        .getState()
        .snapshot()
        .nodes.map((n) => n.type),
    ).toEqual(['simpleoscillator', 'lfo', 'simpleoscillator'])
  })

  it("undoes and redoes a person's edits and an agent turn alike, one step each; a drag of one knob is one step", () => {
    const store = createStudioStore()
    const s = store.getState()
    expect(s.undo()).toBe(false)
    const osc = s.addModule('simpleoscillator')!
    const speaker = s.addModule('speaker')!
    for (const freq of [300, 310, 320]) store.getState().updateParam(osc, 'freq', freq)
    // The agent's turn sends two tool results: one step.
    store.getState().apply(
      [
        {
          type: 'ADD_MODULE',
          node: { ...store.getState().nodes[0]!, id: 'lfo-9', type: 'lfo', params: {} },
        },
      ],
      'agent',
      'add_module',
      { batch: 'agent:1' },
    )
    store
      .getState()
      .apply([{ type: 'DELETE_MODULE', moduleId: speaker }], 'agent', 'delete_module', { batch: 'agent:1' })
    expect(store.getState().nodes.map((n) => n.id)).toEqual([osc, 'lfo-9'])

    expect(store.getState().undo()).toBe(true)
    expect(store.getState().nodes.map((n) => n.id)).toEqual([osc, speaker])
    expect(store.getState().undo()).toBe(true)
    expect(store.getState().nodes.find((n) => n.id === osc)!.params.freq).not.toBe(320)
    expect(store.getState().canRedo).toBe(true)
    expect(store.getState().redo()).toBe(true)
    expect(store.getState().nodes.find((n) => n.id === osc)!.params.freq).toBe(320)
    expect(store.getState().redo()).toBe(true)
    expect(store.getState().nodes.map((n) => n.id)).toEqual([osc, 'lfo-9'])
    expect(store.getState().redo()).toBe(false)
    // A new edit after an undo drops what could have been redone.
    store.getState().undo()
    store.getState().addModule('eq')
    expect(store.getState().canRedo).toBe(false)
    // Switching on speakers after the audio gesture is no step.
    store.getState().undo()
    store.getState().markAudioStarted()
    expect(store.getState().nodes.map((n) => n.id)).toEqual([osc, speaker])
  })

  it('names a module a person adds in the page’s language, apart from one already there', () => {
    const store = createStudioStore()
    const s = store.getState()
    const named = (id: string) => store.getState().nodes.find((n) => n.id === id)?.name
    if (studioPage.language() !== 'en') studioPage.switchLanguage()
    expect(named(s.addModule('reverb')!)).toBe('Reverb')
    expect(named(s.addModule('reverb')!)).toBe('Reverb 2')
    studioPage.switchLanguage()
    expect(named(s.addModule('reverb')!)).toBe('混响效果器')
  })
})
