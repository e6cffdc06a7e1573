import { describe, expect, it } from 'vitest'
import type { CanvasNode, CanvasSnapshot } from '../graph/canvas.ts'
import { planCommand } from './plan-command.ts'
import { stepCalls } from './step-calls.ts'

const node = (id: string, type: string, name: string): CanvasNode => ({
  id,
  type,
  name,
  position: { x: 0, y: 0 },
  params: {},
  enabled: true,
})

const canvas: CanvasSnapshot = {
  nodes: [
    node('simpleoscillator-1', 'simpleoscillator', '振荡器'),
    node('eq-1', 'eq', '均衡器'),
    node('reverb-1', 'reverb', '混响效果器'),
    node('lfo-1', 'lfo', 'LFO'),
    node('delay-1', 'delay', '回声延迟'),
    node('speaker-1', 'speaker', '扬声器'),
  ],
  edges: [
    {
      id: 'e1',
      source: 'simpleoscillator-1',
      sourceHandle: 'audioout',
      target: 'delay-1',
      targetHandle: 'input',
    },
  ],
}

/** The calls of step A, with module ids as step A would know them. */
const callsFor = (text: string, on: CanvasSnapshot = canvas) =>
  stepCalls(planCommand(text, on).steps, 'A').map((call) => `${call.name} ${JSON.stringify(call.args)}`)

describe('reading canvas commands', () => {
  it.each([
    [
      'set the oscillator frequency to 220 Hz',
      'update_module_parameter {"moduleId":"simpleoscillator-1","parameter":"freq","value":220}',
    ],
    ['把混响的湿度调到0.3', 'update_module_parameter {"moduleId":"reverb-1","parameter":"wet","value":0.3}'],
    [
      '把混响的湿度调到百分之三十',
      'update_module_parameter {"moduleId":"reverb-1","parameter":"wet","value":0.3}',
    ],
    [
      '振荡器频率调到两百二十赫兹',
      'update_module_parameter {"moduleId":"simpleoscillator-1","parameter":"freq","value":220}',
    ],
    [
      'set the delay feedback to 50%',
      'update_module_parameter {"moduleId":"delay-1","parameter":"feedback","value":0.5}',
    ],
    [
      '延迟时间调到250毫秒',
      'update_module_parameter {"moduleId":"delay-1","parameter":"delayTime","value":0.25}',
    ],
    [
      '把振荡器改成方波',
      'update_module_parameter {"moduleId":"simpleoscillator-1","parameter":"waveform","value":"square"}',
    ],
    ['LFO 速率 5', 'update_module_parameter {"moduleId":"lfo-1","parameter":"rate","value":5}'],
    ['删除 LFO', 'delete_module {"moduleId":"lfo-1"}'],
    ['remove the reverb', 'delete_module {"moduleId":"reverb-1"}'],
    ['disconnect the delay', 'disconnect_modules {"moduleId":"delay-1"}'],
    ['断开振荡器和延迟的连接', 'disconnect_modules {"sourceId":"simpleoscillator-1","targetId":"delay-1"}'],
    ['断开延迟和振荡器', 'disconnect_modules {"sourceId":"simpleoscillator-1","targetId":"delay-1"}'],
    [
      '删除振荡器和延迟之间的连接',
      'disconnect_modules {"sourceId":"simpleoscillator-1","targetId":"delay-1"}',
    ],
    [
      'remove the connection between the oscillator and the delay',
      'disconnect_modules {"sourceId":"simpleoscillator-1","targetId":"delay-1"}',
    ],
    [
      'turn off the reverb',
      'update_module_parameter {"moduleId":"reverb-1","parameter":"enabled","value":false}',
    ],
    ['打开扬声器', 'update_module_parameter {"moduleId":"speaker-1","parameter":"enabled","value":true}'],
    [
      '把LFO连到振荡器的频率',
      'connect_modules {"sourceId":"lfo-1","targetId":"simpleoscillator-1","sourceHandle":"signal","targetHandle":"freqMod"}',
    ],
    [
      'connect the lfo to the oscillator',
      'connect_modules {"sourceId":"lfo-1","targetId":"simpleoscillator-1"}',
    ],
    [
      'connect the reverb to the oscillator',
      'connect_modules {"sourceId":"simpleoscillator-1","targetId":"reverb-1"}',
    ],
    ['什么是LFO？', 'rag_search {"query":"什么是LFO？"}'],
    ['how does a reverb work', 'rag_search {"query":"how does a reverb work"}'],
    ['画布上有什么', 'get_canvas {}'],
    ["what's on the canvas?", 'get_canvas {}'],
    ['show the oscillator', 'get_module_details {"moduleId":"simpleoscillator-1"}'],
    [
      'set simpleoscillator-1 gain to 1.5',
      'update_module_parameter {"moduleId":"simpleoscillator-1","parameter":"gain","value":1.5}',
    ],
  ])('%s', (text, call) => {
    expect(callsFor(text)).toEqual([call])
  })

  it('several settings in one message, each to its parameter', () => {
    expect(callsFor('把振荡器改成锯齿波，音量调到1.5，频率330')).toEqual([
      'update_module_parameter {"moduleId":"simpleoscillator-1","parameter":"waveform","value":"sawtooth"}',
      'update_module_parameter {"moduleId":"simpleoscillator-1","parameter":"gain","value":1.5}',
      'update_module_parameter {"moduleId":"simpleoscillator-1","parameter":"freq","value":330}',
    ])
  })

  it('adds come first; connections to modules being added wait for step B', () => {
    const plan = planCommand('添加一个振荡器并连到均衡器', canvas)
    expect(stepCalls(plan.steps, 'A')).toEqual([{ name: 'add_module', args: { type: 'simpleoscillator' } }])
    expect(stepCalls(plan.steps, 'B', ['simpleoscillator-2'])).toEqual([
      { name: 'connect_modules', args: { sourceId: 'simpleoscillator-2', targetId: 'eq-1' } },
    ])
  })

  it('counts, lists, and "connect them" in signal order', () => {
    const plan = planCommand('add a speaker, two oscillators and a reverb and connect them', {
      nodes: [],
      edges: [],
    })
    expect(stepCalls(plan.steps, 'A').map((call) => call.args.type)).toEqual([
      'speaker',
      'simpleoscillator',
      'simpleoscillator',
      'reverb',
    ])
    const ids = ['speaker-1', 'simpleoscillator-1', 'simpleoscillator-2', 'reverb-1']
    expect(
      stepCalls(plan.steps, 'B', ids).map(
        (call) => `${call.args.sourceId}->${call.args.targetId}:${call.args.targetHandle ?? ''}`,
      ),
    ).toEqual([
      'simpleoscillator-1->reverb-1:',
      'simpleoscillator-2->reverb-1:',
      'reverb-1->speaker-1:audioInLeft',
      'reverb-1->speaker-1:audioInRight',
    ])
  })

  it('add X and connect it to Y; 加两个…', () => {
    const plan = planCommand('add an lfo and connect it to the oscillator', canvas)
    expect(stepCalls(plan.steps, 'B', ['lfo-9'])).toEqual([
      { name: 'connect_modules', args: { sourceId: 'lfo-9', targetId: 'simpleoscillator-1' } },
    ])
    expect(callsFor('加两个振荡器和一个混响', { nodes: [], edges: [] })).toEqual([
      'add_module {"type":"simpleoscillator"}',
      'add_module {"type":"simpleoscillator"}',
      'add_module {"type":"reverb"}',
    ])
    expect(callsFor('清空画布').map((call) => call.split(' ')[0])).toEqual(Array(6).fill('delete_module'))
  })

  it('a keyboard into a polyphonic oscillator sends notes and velocities', () => {
    const plan = planCommand('添加键盘、复音振荡器和扬声器并连接起来', { nodes: [], edges: [] })
    const calls = stepCalls(plan.steps, 'B', ['keyboardinput-1', 'advancedoscillator-1', 'speaker-1'])
    expect(calls.map((call) => `${call.args.sourceHandle}->${call.args.targetHandle}`)).toEqual([
      'activeNotes->notes',
      'activeVelocities->velocities',
      'audioout->audioInLeft',
      'audioout->audioInRight',
    ])
  })

  it('asks back instead of guessing', () => {
    const two = { ...canvas, nodes: [...canvas.nodes, node('lfo-2', 'lfo', 'LFO 2')] }
    // "LFO" is the first one's name and the type's word: with two of them, it is a question.
    expect(planCommand('删除 LFO', two)).toMatchObject({
      steps: [],
      problems: [expect.stringMatching(/lfo-1.*lfo-2/)],
    })
    expect(planCommand('删除低频振荡器', two).problems[0]).toMatch(/有 2 个低频振荡器.*lfo-1.*lfo-2/)
    expect(planCommand('删除比特破碎', canvas).problems).toEqual(['画布上没有比特破碎。'])
    // A relative change with two modules that have a frequency (the oscillator and the LFO): which one?
    expect(planCommand('把频率调高一点', canvas)).toMatchObject({
      steps: [],
      problems: ['请说明是哪个模块。'],
    })
    expect(planCommand('remove the trumpet', canvas).problems).toEqual(['There is no trumpet on the canvas.'])
  })

  it('ordinals pick among modules of one type, in canvas order', () => {
    const two = { ...canvas, nodes: [...canvas.nodes, node('simpleoscillator-4', 'simpleoscillator', 'Sub')] }
    expect(callsFor('把第二个振荡器的频率调到330', two)).toEqual([
      'update_module_parameter {"moduleId":"simpleoscillator-4","parameter":"freq","value":330}',
    ])
    expect(callsFor('delete the last oscillator', two)).toEqual([
      'delete_module {"moduleId":"simpleoscillator-4"}',
    ])
    expect(planCommand('删除第三个振荡器', two).problems).toEqual(['画布上没有第 3 个振荡器。'])
  })

  it('never reads a type word inside another word', () => {
    expect(planCommand('set the frequency request', canvas).steps.every((step) => step.kind !== 'add')).toBe(
      true,
    )
    expect(callsFor('断开连接 delay')).toEqual(['disconnect_modules {"moduleId":"delay-1"}'])
  })
})

describe('coverage gate', () => {
  it('changes nothing when a content word of the request went unexplained, and names it', () => {
    const plan = planCommand('delete the delay and then smoosh the reverb', canvas)
    expect(plan.steps).toEqual([])
    expect(plan.problems).toEqual([expect.stringContaining('"smoosh"')])
    const chinese = planCommand('把混响的湿度调到0.4，再把延迟揉碎', canvas)
    expect(chinese.steps).toEqual([])
    expect(chinese.problems).toEqual([expect.stringContaining('揉碎')])
  })

  it('still acts when every word is accounted for, module names on the canvas included', () => {
    expect(callsFor('delete the delay')).toEqual(['delete_module {"moduleId":"delay-1"}'])
    expect(callsFor('删掉回声延迟')).toEqual(['delete_module {"moduleId":"delay-1"}'])
  })
})

describe('switching modules on and off, each clause with its own direction', () => {
  const on = (id: string, enabled: boolean) =>
    `update_module_parameter {"moduleId":"${id}","parameter":"enabled","value":${enabled}}`

  it.each([
    ['mute the lfo and the reverb on', [on('lfo-1', false), on('reverb-1', true)]],
    ['switch off the delay and bring the reverb back on', [on('delay-1', false), on('reverb-1', true)]],
    ['the eq on and the lfo off please', [on('eq-1', true), on('lfo-1', false)]],
    ['disable the delay, the reverb on', [on('delay-1', false), on('reverb-1', true)]],
    [
      'set the lfo rate to 3 and the delay on',
      ['update_module_parameter {"moduleId":"lfo-1","parameter":"rate","value":3}', on('delay-1', true)],
    ],
    ['停用均衡器，混响开吧', [on('eq-1', false), on('reverb-1', true)]],
    ['延迟关了', [on('delay-1', false)]],
    // One direction said after several modules still covers them all.
    ['turn the lfo and the delay off', [on('lfo-1', false), on('delay-1', false)]],
  ])('%s', (text, calls) => {
    expect(callsFor(text)).toEqual(calls)
  })

  it('reads "on" as a switch only where it closes a clause', () => {
    // An LFO on a parameter is a modulation, never a module switched on.
    expect(callsFor('put the lfo on the oscillator frequency')).not.toContain(on('lfo-1', true))
  })

  it('reads 开/关 opening a clause with a module after it, and asks about them before anything else', () => {
    expect(callsFor('启用混响，关延迟')).toEqual([on('reverb-1', true), on('delay-1', false)])
    expect(callsFor('先关一下延迟再开混响')).toEqual([on('delay-1', false), on('reverb-1', true)])
    const plan = planCommand('启用混响，关好', canvas)
    expect(plan.steps).toEqual([])
    expect(plan.problems).toEqual([expect.stringContaining('关')])
  })

  it('keeps the state as it is when told to leave or keep it on, and switches all but the modules excepted', () => {
    const kept = planCommand('leave everything on', canvas)
    expect([kept.steps, kept.answer]).toEqual([[], expect.stringMatching(/leave it as it is/)])
    expect(planCommand('保持所有模块开着', canvas).steps).toEqual([])
    const ids = canvas.nodes.map((node) => node.id)
    expect(callsFor('turn everything off except the speaker')).toEqual(
      ids.filter((id) => !id.startsWith('speaker')).map((id) => on(id, false)),
    )
  })
})

describe('an interval beside other steps', () => {
  it('shifts the pitch in its own clause and does the rest as said', () => {
    const calls = callsFor('raise the oscillator a fifth and switch the delay off')
    expect(calls).toEqual([
      expect.stringMatching(/"moduleId":"simpleoscillator-1","parameter":"freq","value":659/),
      'update_module_parameter {"moduleId":"delay-1","parameter":"enabled","value":false}',
    ])
    expect(callsFor('振荡器降一个八度，然后把回声延迟关了')).toEqual([
      'update_module_parameter {"moduleId":"simpleoscillator-1","parameter":"freq","value":220}',
      'update_module_parameter {"moduleId":"delay-1","parameter":"enabled","value":false}',
    ])
  })
})

describe('an all-word after the modules it counts', () => {
  const two: CanvasSnapshot = {
    nodes: [canvas.nodes[0]!, { ...canvas.nodes[0]!, id: 'simpleoscillator-2', name: '振荡器 2' }],
    edges: [],
  }

  it('sets every module of the type with 都 after it, and still asks without it', () => {
    expect(callsFor('两个振荡器都改成方波', two)).toEqual(
      ['simpleoscillator-1', 'simpleoscillator-2'].map(
        (id) => `update_module_parameter {"moduleId":"${id}","parameter":"waveform","value":"square"}`,
      ),
    )
    expect(callsFor('振荡器改成方波', two)).toEqual([])
  })
})
