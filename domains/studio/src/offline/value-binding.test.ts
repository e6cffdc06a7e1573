import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { readRequest } from './read-request.ts'

const project = newProjectDocument()
const read = (text: string) => readRequest(text, false, project)

// Values bound to what they are named with (issue 41): the value someone says a parameter changes from,
// a value no parameter of the module can hold, and a complaint said beside the change it explains.
describe('binding values to parameters', () => {
  it('"from X to Y" changes the parameter that holds X', () => {
    expect(read('把低架从 120 改到 100')).toEqual({
      kind: 'set-param',
      changes: [{ moduleId: 'lowShelf', paramKey: 'fc', value: 100 }],
    })
  })

  it('a bare value its primary parameter cannot hold is asked about, never written', () => {
    expect(read('低架 100')).toMatchObject({ kind: 'ask', ask: { kind: 'which-param', candidates: ['fc'] } })
  })

  it('a complaint about a band beside an explicit change of its shelf is the reason, not a second change', () => {
    expect(read('the low end is muddy, bring the low shelf down 3dB')).toEqual({
      kind: 'set-param',
      changes: [{ moduleId: 'lowShelf', paramKey: 'gainDb', value: 1 }],
    })
    expect(read('低音太轰了，然后跑回归')).toMatchObject({
      kind: 'steps',
      steps: [{ intent: { kind: 'bass' } }, {}],
    })
  })

  it('the value a parameter holds now, said beside another, describes the present: the other is asked for', () => {
    for (const text of ['low shelf gain is 4 dB right now, I want 1', '低架增益现在是 4，我想要 1'])
      expect(read(text)).toEqual({
        kind: 'set-param',
        changes: [{ moduleId: 'lowShelf', paramKey: 'gainDb', value: 1 }],
      })
    expect(read('低架频率 120 有点高，100 差不多')).toEqual({
      kind: 'set-param',
      changes: [{ moduleId: 'lowShelf', paramKey: 'fc', value: 100 }],
    })
    // Two values, neither the one it holds: which one is meant is asked.
    expect(read('低架增益 2，3')).toMatchObject({ kind: 'ask' })
  })

  it('a complaint beside the change it explains is the reason: the limiter pumping, its release set', () => {
    expect(read('the limiter is pumping, set its release to 300 ms')).toEqual({
      kind: 'set-param',
      changes: [{ moduleId: 'limiter', paramKey: 'releaseMs', value: 300 }],
    })
  })

  it('"before" placed after the module it names, as Chinese says it, still means before', () => {
    expect(read('高架放到低架前面')).toEqual({
      kind: 'move-module',
      moduleId: 'highShelf',
      after: 'subsonic',
    })
  })

  it('a change said to follow a vehicle signal binds the parameter to it rather than setting it once', () => {
    expect(read('车开快了低频自动补一点')).toMatchObject({
      kind: 'bind-signal',
      moduleId: 'lowShelf',
      signalName: 'vehicle.speed',
    })
    expect(read('when the car speeds up, raise the low shelf')).toMatchObject({
      kind: 'bind-signal',
      moduleId: 'lowShelf',
    })
  })

  it('"keep X at V" sets V; "don\'t set X to V" changes nothing', () => {
    expect(read('keep the limiter ceiling at -2 dB')).toEqual({
      kind: 'set-param',
      changes: [{ moduleId: 'limiter', paramKey: 'ceilingDb', value: -2 }],
    })
    expect(read("don't set the ceiling to -6")).toMatchObject({ kind: 'answer' })
    expect(read('别把天花板改成 -6')).toMatchObject({ kind: 'answer' })
    expect(read("show me the crossover suite cases, don't start it yet")).toMatchObject({
      kind: 'run-tests',
      autoStart: false,
    })
  })

  it('a change with no module is asked about with the modules it could mean; on a card, "it" is that module', () => {
    expect(read('make it louder')).toMatchObject({ kind: 'ask', ask: { kind: 'which-module' } })
    expect(read('move it down 20 Hz')).toEqual({
      kind: 'ask',
      ask: { kind: 'which-module', candidates: ['subsonic', 'lowShelf', 'highShelf'] },
    })
    expect(readRequest('double it', false, { ...project, focusModuleId: 'lowShelf' })).toEqual({
      kind: 'set-param',
      changes: [{ moduleId: 'lowShelf', paramKey: 'gainDb', value: 8 }],
    })
    expect(readRequest('cut it by 2 dB', false, { ...project, focusModuleId: 'lowShelf' })).toEqual({
      kind: 'set-param',
      changes: [{ moduleId: 'lowShelf', paramKey: 'gainDb', value: 2 }],
    })
  })
})
