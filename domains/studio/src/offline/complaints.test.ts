import { describe, expect, it } from 'vitest'
import { newProjectDocument } from '../project/new-project.ts'
import { complaintStep } from './complaints.ts'

// The default project: inputGain 0 dB, subsonic high-pass 25 Hz, lowShelf +4 dB, highShelf 0 dB, limiter
// ceiling -1 dB (release 100 ms and look-ahead 1.5 ms by the catalogue's defaults).
const project = newProjectDocument()
const step = (text: string) => complaintStep(text, project)

describe('a problem described maps to the step that corrects it (vocabulary/complaints.json)', () => {
  it('reads a symptom word as what is wrong and which way to move', () => {
    expect(step('the sound is muddy')).toEqual({
      changes: [{ moduleId: 'lowShelf', paramKey: 'gainDb', value: 1 }],
    })
    expect(step('the cymbals are piercing')).toEqual({
      changes: [{ moduleId: 'highShelf', paramKey: 'gainDb', value: -3 }],
    })
    expect(step('低音有点发虚，没力度')).toEqual({
      changes: [{ moduleId: 'lowShelf', paramKey: 'gainDb', value: 7 }],
    })
  })

  it('maps problems of other modules to their parameter: clipping, pumping, rumble, latency, loudness', () => {
    const value = (text: string) => {
      const found = step(text)
      return found && 'changes' in found ? found.changes[0] : found
    }
    expect(value('声音一开大就破音')).toEqual({ moduleId: 'limiter', paramKey: 'ceilingDb', value: -3 })
    expect(value('the limiter is pumping')).toEqual({
      moduleId: 'limiter',
      paramKey: 'releaseMs',
      value: 200,
    })
    expect(value('there is a low rumble')).toEqual({ moduleId: 'subsonic', paramKey: 'fc', value: 40 })
    expect(value('latency is too high')).toEqual({
      moduleId: 'limiter',
      paramKey: 'lookaheadMs',
      value: 0.75,
    })
    expect(value('整体声音太小了')).toEqual({ moduleId: 'inputGain', paramKey: 'gainDb', value: 3 })
  })

  it('reads a topic with a generic "too much" or "not enough"', () => {
    expect(step('客户反馈低频太多')).toEqual({
      changes: [{ moduleId: 'lowShelf', paramKey: 'gainDb', value: 1 }],
    })
    expect(step('I feel the highs are missing')).toEqual({
      changes: [{ moduleId: 'highShelf', paramKey: 'gainDb', value: 3 }],
    })
  })

  it('asks when two problems are described, and does nothing without a module for the step or a problem', () => {
    expect(step('it is muddy and the cymbals are piercing')).toEqual({
      ask: { kind: 'which-module', candidates: ['lowShelf', 'highShelf'] },
    })
    const noLimiter = {
      ...project,
      chain: { ...project.chain, modules: project.chain.modules.filter((m) => m.id !== 'limiter') },
    }
    expect(complaintStep('the limiter is pumping', noLimiter)).toBeUndefined()
    expect(step('it sounds fine to me')).toBeUndefined()
  })
})
