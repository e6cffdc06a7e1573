import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { KnowledgeSearch } from '@mindwire/agent'
import type { Store } from '@mindwire/store'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chain, finalValue, runOffline, wires } from '../testing/run-request.ts'
import { SYNTH_DOCS_FOLDER, shippedSynthKnowledge } from '../testing/shipped-knowledge.ts'
import { readRecipeChain, readRecipeSettings } from './recipe-text.ts'

describe('reading a patch page', () => {
  it('reads each module’s catalogue parameters with the first value given', async () => {
    const page = await readFile(join(SYNTH_DOCS_FOLDER, 'patch-bass.md'), 'utf8')
    const settings = readRecipeSettings([page])
    expect(Object.fromEntries(settings.get('advancedoscillator')!)).toMatchObject({
      waveform: 'sawtooth',
      octave: -1,
      attack: 0.005,
      voiceCount: 1,
    })
    expect(settings.get('eq')?.get('high')).toBe(-8)
    expect(settings.get('simpleoscillator')?.get('freq')).toBe(60)
  })

  it('reads the chain of modules, counts kept and alternatives left out', async () => {
    const pad = await readFile(join(SYNTH_DOCS_FOLDER, 'patch-pad.md'), 'utf8')
    expect(readRecipeChain([pad])).toEqual([
      { type: 'keyboardinput', count: 1 },
      { type: 'advancedoscillator', count: 2 },
      { type: 'reverb', count: 1 },
      { type: 'speaker', count: 1 },
    ])
  })
})

describe('timbre requests through the knowledge base', () => {
  let store: Store
  let knowledge: KnowledgeSearch
  beforeAll(async () => {
    ;({ store, search: knowledge } = await shippedSynthKnowledge())
  }, 60_000)
  afterAll(() => store.close())

  it('tunes the modules on the canvas to the bass recipe', async () => {
    const run = await runOffline(chain('simpleoscillator', 'speaker'), 'make it sound like a warm bass', {
      knowledge,
    })
    expect([
      finalValue(run, 'simpleoscillator', 'waveform'),
      finalValue(run, 'simpleoscillator', 'freq'),
    ]).toEqual(['sawtooth', 60])
    expect(run.reply).toMatch(/bass recipe/)
  })

  it('builds the pluck recipe’s chain on an empty canvas', async () => {
    const run = await runOffline({ modules: [], connections: [] }, '搭一个拨弦音色', { knowledge })
    expect(run.final.nodes.map((node) => node.type)).toEqual([
      'sequencer',
      'advancedoscillator',
      'delay',
      'reverb',
      'speaker',
    ])
    expect(finalValue(run, 'advancedoscillator', 'sustain')).toBe(0)
    expect(wires(run)).toContain('reverb-1.output->speaker-1.audioInRight')
    // Not silent: the sequencer plays the broken chord the page writes, at its 16n step.
    expect(JSON.parse(String(finalValue(run, 'sequencer', 'sequence')))).toEqual(
      ['C4', 'E4', 'G4', 'C5'].map((note) => ({ note, velocity: 0.8, duration: '16n' })),
    )
  })

  it('builds a warm bass on an empty canvas whose sequencer has notes to play', async () => {
    const run = await runOffline({ modules: [], connections: [] }, 'give me a warm bass', { knowledge })
    expect(run.final.nodes.map((node) => node.type)).toContain('sequencer')
    const steps = JSON.parse(String(finalValue(run, 'sequencer', 'sequence'))) as Array<{ note: string }>
    expect(steps.map((step) => step.note)).toEqual(['A1', 'E1', 'A2'])
  })

  it('says so and changes nothing without a knowledge base', async () => {
    const run = await runOffline(chain('simpleoscillator', 'speaker'), 'make it sound like a warm bass')
    expect(run.final).toEqual(run.start)
  })
})
