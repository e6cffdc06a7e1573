import { ScriptedModel } from '@mindwire/testkit'
import { describe, expect, it } from 'vitest'
import { createSynth } from './synth-domain.ts'

describe('createSynth', () => {
  it('is the synth domain: ten tools (eight of seed 001, undo and redo), an empty canvas to start, a code task', () => {
    const synth = createSynth()
    expect(synth.name).toBe('synth')
    expect(synth.tools).toHaveLength(10)
    expect(synth.guardrails?.map((rule) => rule.id)).toEqual([
      'synth.confirm-undo-removal',
      'synth.confirm-redo-removal',
    ])
    expect(synth.initialState!()).toEqual({ nodes: [], edges: [] })
    expect(synth.taskType).toBe('code')
    expect(synth.system({ nodes: [], edges: [] })).toContain('<canvas>')
  })

  it('uses the offline engine alone when it is the whole chain, and the routed chain otherwise', () => {
    const synth = createSynth()
    const offlineChain = new ScriptedModel([], { modelId: 'offline' })
    const wrapped = synth.wrapModel!(offlineChain)
    expect(wrapped).not.toBe(offlineChain)
    expect(wrapped.provider).toBe('mindwire.offline')
    const llm = new ScriptedModel([], { modelId: 'openai:gpt-4o > offline' })
    expect(synth.wrapModel!(llm)).toBe(llm)
    expect(synth.offlineModel!().modelId).toBe('offline')
  })
})
