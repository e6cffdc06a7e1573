import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chain, finalValue, runOffline, wires } from '../testing/run-request.ts'
import { SYNTH_DOCS_FOLDER } from '../testing/shipped-knowledge.ts'
import { chooseRecipe, RECIPE_BY_PATCH, RECIPES } from './recipes.ts'

describe('the recipe catalogue (recipes.json)', () => {
  it('holds only values its patch page writes, under the catalogue’s parameter names', () => {
    for (const recipe of RECIPES) {
      const page = readFileSync(join(SYNTH_DOCS_FOLDER, `${recipe.page}.md`), 'utf8').replace(/[−–]/g, '-')
      const settings = [
        ...recipe.build.flat().map((module) => module.params ?? {}),
        ...Object.values(recipe.tune),
      ]
      for (const params of settings)
        for (const [name, value] of Object.entries(params)) {
          if (name === 'sequence') continue
          expect(page, `${recipe.patch}: ${name}`).toContain(name)
          expect(page, `${recipe.patch}: ${name} ${value}`).toContain(
            String(typeof value === 'number' ? Math.abs(value) : value),
          )
        }
    }
  })

  it('chooses by the words of the request: a name outweighs a describing word, a tie is asked', () => {
    const pick = (...words: Array<[string, boolean]>) =>
      chooseRecipe(words.map(([patch, describes]) => ({ patch, describes })))
    expect(pick(['drone', true], ['drone', true])).toEqual({
      kind: 'recipe',
      recipe: RECIPE_BY_PATCH.get('drone'),
    })
    expect(pick(['pad', false], ['drone', true])).toMatchObject({ kind: 'recipe', recipe: { patch: 'pad' } })
    expect(pick(['bass', false], ['pad', false])).toMatchObject({ kind: 'unsure' })
    expect(pick(['drone', true])).toMatchObject({ kind: 'unsure' })
  })
})

describe('timbre requests from the recipe catalogue', () => {
  it('tunes the modules on the canvas to the bass recipe and names the page', async () => {
    const run = await runOffline(chain('simpleoscillator', 'speaker'), 'make it sound like a warm bass')
    expect([
      finalValue(run, 'simpleoscillator', 'waveform'),
      finalValue(run, 'simpleoscillator', 'freq'),
    ]).toEqual(['sawtooth', 60])
    expect(run.reply).toMatch(/bass recipe \(patch-bass\)/)
  })

  it('builds the pluck chain on an empty canvas, its sequencer playing the page’s broken chord', async () => {
    const run = await runOffline({ modules: [], connections: [] }, '搭一个拨弦音色')
    expect(run.final.nodes.map((node) => node.type)).toEqual([
      'sequencer',
      'advancedoscillator',
      'delay',
      'reverb',
      'speaker',
    ])
    expect(finalValue(run, 'advancedoscillator', 'sustain')).toBe(0)
    expect(wires(run)).toContain('reverb-1.output->speaker-1.audioInRight')
    expect(JSON.parse(String(finalValue(run, 'sequencer', 'sequence')))).toEqual(
      ['C4', 'E4', 'G4', 'C5'].map((note) => ({ note, velocity: 0.8, duration: '16n' })),
    )
  })

  it('builds a drone described without its name: three oscillators into a long reverb', async () => {
    const run = await runOffline({ modules: [], connections: [] }, 'something slow, ambient and evolving')
    const oscillators = run.final.nodes.filter((node) => node.type === 'simpleoscillator')
    expect(oscillators.map((node) => node.params.freq)).toEqual([110, 220, 330])
    expect(finalValue(run, 'reverb', 'decay')).toBe(8)
    expect(wires(run).filter((wire) => wire.endsWith('->reverb-1.input'))).toHaveLength(3)
  })

  it('builds a plain audible tone from an empty canvas', async () => {
    const run = await runOffline({ modules: [], connections: [] }, 'I just want a plain sine tone I can hear')
    expect(wires(run)).toEqual([
      'simpleoscillator-1.audioout->speaker-1.audioInLeft',
      'simpleoscillator-1.audioout->speaker-1.audioInRight',
    ])
  })

  it('asks before describing words alone retune the modules already on the canvas', async () => {
    const run = await runOffline(chain('simpleoscillator', 'speaker'), 'something slow, ambient and evolving')
    expect(run.final).toEqual(run.start)
    expect(run.reply).toMatch(/drone recipe\?/)
  })

  it('asks which sound when two are named alike, and changes nothing', async () => {
    const run = await runOffline({ modules: [], connections: [] }, 'a bass or a pad, whichever you like')
    expect(run.final.nodes).toEqual([])
    expect(run.reply).toMatch(/bass or pad/)
  })
})
