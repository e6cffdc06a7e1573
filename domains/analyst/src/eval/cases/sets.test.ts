import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { DEFECT_LABELS } from '../../contract/index.ts'
import { buildCase } from '../build-case.ts'
import { formatCases, parseCases } from '../case-file.ts'
import type { CaseDescription } from '../case-schema.ts'
import { composeRecipe, readRecipe, recipeNames, type SetRecipe } from './recipe-file.ts'
import { paramsKey } from './strength-search.ts'

const file = (name: string) => new URL(`../../../../../tests/data/analyst/${name}`, import.meta.url)
/** Every set's recipe and the cases it generates, by name. */
const RECIPES = new Map<string, SetRecipe>()
for (const name of await recipeNames()) RECIPES.set(name, await readRecipe(name))
const composed = new Map<string, CaseDescription[]>()
/** A set's cases as its recipe composes them, composed once per run of this file. */
const generated = (name: string): CaseDescription[] => {
  const known = composed.get(name)
  if (known) return known
  const cases = composeRecipe(RECIPES.get(name)!)
  composed.set(name, cases)
  return cases
}
const dev = generated('dev')
const heldout = generated('heldout')
const heldout2 = generated('heldout2')
const heldout3 = generated('heldout3')
const heldout4 = generated('heldout4')
const heldout5 = generated('heldout5')
const sweeps = generated('sweeps')
const dev2 = generated('dev2')
const dev3 = generated('dev3')
const dev4 = generated('dev4')
const heldout6 = generated('heldout6')
const heldout7 = generated('heldout7')
const dev5 = generated('dev5')
const heldout8 = generated('heldout8')
const heldout9 = generated('heldout9')
const heldout10 = generated('heldout10')
const heldout11 = generated('heldout11')
const heldout12 = generated('heldout12')
const heldout13 = generated('heldout13')
const heldout14 = generated('heldout14')
const heldout15 = generated('heldout15')
const heldout16 = generated('heldout16')
const heldout17 = generated('heldout17')
const heldout18 = generated('heldout18')
const heldout19 = generated('heldout19')
const heldout20 = generated('heldout20')
const heldout21 = generated('heldout21')
const dev6 = generated('dev6')
const dev7 = generated('dev7')
const HELDOUTS = [
  ...[heldout, heldout2, heldout3, heldout4, heldout5, heldout6, heldout7, heldout8, heldout9],
  ...[heldout10, heldout11, heldout12, heldout13, heldout14, heldout15, heldout16, heldout17],
  heldout18,
  heldout19,
  heldout20,
  heldout21,
]
const ALL_SETS = [dev, dev2, dev3, dev4, dev5, dev6, dev7, sweeps, ...HELDOUTS]
/** Every case of every set but `set`. */
const casesBesides = (set: CaseDescription[]) => ALL_SETS.filter((cases) => cases !== set).flat()
const count = (cases: CaseDescription[], test: (c: CaseDescription) => boolean) => cases.filter(test).length
/**
 * The first case of each recipe shape in a set: its defects' labels, its source's kind, delivered or not. Rendering is
 * deterministic and the sets are checked above to be exactly what their scripts generate, so one render per shape
 * checks the renderer on every kind of case each set holds; rendering all ~1,200 took a fifth of the suite's time.
 */
function oneOfEachShape(cases: CaseDescription[]): CaseDescription[] {
  const seen = new Set<string>()
  return cases.filter((c) => {
    const shape = `${[...c.truth].sort().join('+')}|${c.source.kind}|${c.delivery ? 'delivered' : ''}`
    if (seen.has(shape)) return false
    seen.add(shape)
    return true
  })
}

/** What a later set shares with earlier ones: seeds, defect parameters, ids (each must be empty). */
function overlap(later: CaseDescription[], earlier: CaseDescription[]) {
  const seeds = new Set(earlier.map((c) => c.source.seed))
  const params = new Set(earlier.flatMap((c) => c.defects.map(paramsKey)))
  const ids = new Set(earlier.map((c) => c.id))
  return {
    seeds: later.filter((c) => seeds.has(c.source.seed)).map((c) => c.id),
    params: later.flatMap((c) => c.defects).filter((d) => params.has(paramsKey(d))),
    ids: later.filter((c) => ids.has(c.id)).map((c) => c.id),
  }
}

describe('the analyst evaluation sets', () => {
  it('are committed exactly as the one generator writes them from their recipes', async () => {
    expect([...RECIPES.keys()]).toEqual(
      expect.arrayContaining(['dev', 'dev7', 'heldout', 'heldout21', 'sweeps']),
    )
    for (const [name, recipe] of RECIPES)
      expect(await readFile(file(`${name}.jsonl`), 'utf8'), name).toBe(
        formatCases(recipe.header, generated(name)),
      )
    expect(parseCases(formatCases(RECIPES.get('dev')!.header, dev))).toEqual(dev)
    // Formatting 29 sets of ~1,200 cases takes ~20 s on a quiet 2-core machine: more than the default limit.
  }, 120_000)

  it('dev: every defect alone at three strengths or more, ten pairs or more, fifteen controls or more', () => {
    for (const label of DEFECT_LABELS)
      expect(count(dev, (c) => c.truth.length === 1 && c.truth[0] === label)).toBeGreaterThanOrEqual(3)
    expect(count(dev, (c) => c.truth.length === 2)).toBeGreaterThanOrEqual(10)
    expect(count(dev, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(15)
    expect(dev.length).toBeGreaterThanOrEqual(55)
  })

  it('held-out shares no seed, no strength and no (source, defects) recipe with dev', () => {
    expect(heldout.length).toBeGreaterThanOrEqual(35)
    const devSeeds = new Set(dev.map((c) => c.source.seed))
    expect(heldout.some((c) => devSeeds.has(c.source.seed))).toBe(false)
    const params = (cases: CaseDescription[]) => new Set(cases.flatMap((c) => c.defects.map(paramsKey)))
    const devParams = params(dev)
    expect([...params(heldout)].some((p) => devParams.has(p))).toBe(false)
    const variants = (cases: CaseDescription[]) =>
      new Set(cases.map((c) => `${c.source.kind}:${c.source.variant}`))
    expect([...variants(heldout)].filter((v) => !variants(dev).has(v)).length).toBeGreaterThanOrEqual(3)
  })

  it('the second held-out set shares no seed, no defect parameters and no id with dev or held-out', () => {
    expect(heldout2.length).toBeGreaterThanOrEqual(35)
    const earlier = [...dev, ...heldout]
    const seeds = new Set(earlier.map((c) => c.source.seed))
    expect(heldout2.filter((c) => seeds.has(c.source.seed))).toEqual([])
    const params = new Set(earlier.flatMap((c) => c.defects.map(paramsKey)))
    expect(heldout2.flatMap((c) => c.defects).filter((d) => params.has(paramsKey(d)))).toEqual([])
    const ids = new Set(earlier.map((c) => c.id))
    expect(heldout2.filter((c) => ids.has(c.id))).toEqual([])
    for (const label of DEFECT_LABELS)
      expect(count(heldout2, (c) => c.truth.includes(label))).toBeGreaterThanOrEqual(3)
    expect(count(heldout2, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(10)
  })

  it('the third held-out set shares no seed, no defect parameters and no id with any earlier set', () => {
    expect(heldout3.length).toBeGreaterThanOrEqual(38)
    const earlier = [...dev, ...heldout, ...heldout2]
    const seeds = new Set(earlier.map((c) => c.source.seed))
    expect(heldout3.filter((c) => seeds.has(c.source.seed))).toEqual([])
    const params = new Set(earlier.flatMap((c) => c.defects.map(paramsKey)))
    expect(heldout3.flatMap((c) => c.defects).filter((d) => params.has(paramsKey(d)))).toEqual([])
    const ids = new Set(earlier.map((c) => c.id))
    expect(heldout3.filter((c) => ids.has(c.id))).toEqual([])
    // New source material: most of its cases are mixes, a kind no earlier set has.
    expect(earlier.some((c) => c.source.kind === 'mix')).toBe(false)
    expect(count(heldout3, (c) => c.source.kind === 'mix')).toBeGreaterThanOrEqual(12)
    for (const label of DEFECT_LABELS)
      expect(count(heldout3, (c) => c.truth.includes(label))).toBeGreaterThanOrEqual(3)
    expect(count(heldout3, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(8)
  })

  it('the fourth held-out set shares no seed, no defect parameters and no id with any earlier set', () => {
    expect(heldout4.length).toBeGreaterThanOrEqual(38)
    const earlier = [...dev, ...heldout, ...heldout2, ...heldout3]
    const seeds = new Set(earlier.map((c) => c.source.seed))
    expect(heldout4.filter((c) => seeds.has(c.source.seed))).toEqual([])
    const params = new Set(earlier.flatMap((c) => c.defects.map(paramsKey)))
    expect(heldout4.flatMap((c) => c.defects).filter((d) => params.has(paramsKey(d)))).toEqual([])
    const ids = new Set(earlier.map((c) => c.id))
    expect(heldout4.filter((c) => ids.has(c.id))).toEqual([])
    for (const label of DEFECT_LABELS)
      expect(count(heldout4, (c) => c.truth.includes(label))).toBeGreaterThanOrEqual(3)
    expect(count(heldout4, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(10)
  })

  it('the fifth held-out set shares no seed, no defect parameters and no id with any earlier set', () => {
    expect(heldout5.length).toBeGreaterThanOrEqual(40)
    const earlier = [...dev, ...heldout, ...heldout2, ...heldout3, ...heldout4, ...sweeps]
    expect(overlap(heldout5, earlier)).toEqual({ seeds: [], params: [], ids: [] })
    // New material: a voice over a piano bed with drums, which no earlier set has.
    const isNew = (c: CaseDescription) => c.source.kind === 'mix' && c.source.variant === 'voice-over-piano'
    expect(earlier.some(isNew)).toBe(false)
    expect(count(heldout5, isNew)).toBeGreaterThanOrEqual(3)
    for (const label of DEFECT_LABELS)
      expect(count(heldout5, (c) => c.truth.includes(label))).toBeGreaterThanOrEqual(3)
    expect(count(heldout5, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(12)
  })

  it('dev2 shares no seed, no defect parameters and no id with any held-out set', () => {
    const heldouts = [...heldout, ...heldout2, ...heldout3, ...heldout4, ...heldout5]
    expect(overlap(dev2, [...heldouts, ...dev, ...sweeps])).toMatchObject({ seeds: [], ids: [] })
    expect(overlap(dev2, heldouts).params).toEqual([])
    // It holds the weak spots' material: music that never rests, noise over a resonance, mixes, sweeps.
    const resonanceOn = (test: (c: CaseDescription) => boolean) =>
      count(dev2, (c) => c.truth.includes('resonance') && test(c))
    expect(resonanceOn((c) => c.source.kind === 'music')).toBeGreaterThanOrEqual(8)
    expect(resonanceOn((c) => c.truth.includes('broadband_noise'))).toBeGreaterThanOrEqual(6)
    expect(resonanceOn((c) => c.source.kind === 'mix')).toBeGreaterThanOrEqual(6)
    expect(resonanceOn((c) => c.source.variant === 'sweep')).toBeGreaterThanOrEqual(4)
    expect(count(dev2, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(15)
  })

  it('dev3 shares no seed, no defect parameters and no id with any other set', () => {
    const heldouts = [...heldout, ...heldout2, ...heldout3, ...heldout4, ...heldout5]
    expect(overlap(dev3, [...heldouts, ...dev, ...dev2, ...sweeps])).toMatchObject({ seeds: [], ids: [] })
    expect(overlap(dev3, heldouts).params).toEqual([])
    // Held-out 5's piano bed stays unseen; resonances on music and mixes, clean takes of the same kinds.
    expect(dev3.some((c) => c.source.variant === 'voice-over-piano')).toBe(false)
    const resonanceOn = (kind: string) =>
      count(dev3, (c) => c.truth.includes('resonance') && c.source.kind === kind)
    expect(resonanceOn('music')).toBeGreaterThanOrEqual(14)
    expect(resonanceOn('mix')).toBeGreaterThanOrEqual(7)
    expect(count(dev3, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(18)
  })

  it('dev4 and held-outs 6 and 7 speak through espeak-ng and share no seed, defect parameters or id with any set', () => {
    const earlier = [
      ...dev,
      ...dev2,
      ...dev3,
      ...sweeps,
      ...heldout,
      ...heldout2,
      ...heldout3,
      ...heldout4,
      ...heldout5,
    ]
    expect(overlap(dev4, earlier)).toMatchObject({ seeds: [], ids: [] })
    expect(overlap(heldout6, [...earlier, ...dev4])).toEqual({ seeds: [], params: [], ids: [] })
    expect(overlap(heldout7, [...earlier, ...dev4, ...heldout6])).toEqual({ seeds: [], params: [], ids: [] })
    for (const cases of [dev4, heldout6, heldout7]) {
      expect(cases.every((c) => c.source.kind === 'tts')).toBe(true)
      for (const label of DEFECT_LABELS)
        expect(count(cases, (c) => c.truth.includes(label))).toBeGreaterThanOrEqual(3)
    }
    expect(count(heldout6, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(12)
    expect(count(heldout7, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(12)
  })

  it('dev5 and held-out 8 speak through new espeak-ng voices, and held-out 8 shares nothing with any set', () => {
    const earlier = [...dev, ...dev2, ...dev3, ...dev4, ...sweeps]
    const heldouts = [
      ...heldout,
      ...heldout2,
      ...heldout3,
      ...heldout4,
      ...heldout5,
      ...heldout6,
      ...heldout7,
    ]
    expect(overlap(dev5, [...earlier, ...heldouts])).toMatchObject({ seeds: [], ids: [] })
    expect(overlap(heldout8, [...earlier, ...heldouts, ...dev5])).toEqual({ seeds: [], params: [], ids: [] })
    for (const cases of [dev5, heldout8]) {
      expect(cases.every((c) => c.source.kind === 'tts')).toBe(true)
      for (const label of DEFECT_LABELS)
        expect(count(cases, (c) => c.truth.includes(label))).toBeGreaterThanOrEqual(3)
      expect(count(cases, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(12)
    }
    // Held-out 8 measures voices the detectors never met in development.
    const devVoices = new Set([...dev4, ...dev5].map((c) => c.source.variant))
    const unseen = heldout8.filter((c) => !devVoices.has(c.source.variant))
    expect(unseen.length).toBeGreaterThanOrEqual(heldout8.length / 3)
  })

  it.each([
    ['held-out 9', heldout9],
    ['held-out 10', heldout10],
    ['held-out 11', heldout11],
    ['held-out 12', heldout12],
    ['held-out 13', heldout13],
  ])('%s speaks only in voices no other set uses and shares nothing with any set', (_, set) => {
    const others = casesBesides(set)
    expect(overlap(set, others)).toEqual({ seeds: [], params: [], ids: [] })
    const voices = new Set(others.map((c) => c.source.variant))
    expect(set.filter((c) => voices.has(c.source.variant))).toEqual([])
    for (const label of DEFECT_LABELS)
      expect(count(set, (c) => c.truth.includes(label))).toBeGreaterThanOrEqual(3)
    expect(count(set, (c) => c.truth.length === 0)).toBeGreaterThanOrEqual(12)
  })

  it.each([
    ['held-out 14', heldout14],
    ['held-out 15', heldout15],
    ['held-out 16', heldout16],
  ])(
    '%s (music and mixes) shares no seed, defect parameters or id with any set, and holds six resonances',
    (_, set) => {
      const others = casesBesides(set)
      expect(overlap(set, others)).toEqual({ seeds: [], params: [], ids: [] })
      expect(set.every((c) => c.source.kind === 'music' || c.source.kind === 'mix')).toBe(true)
      expect(count(set, (c) => c.truth.includes('resonance'))).toBe(6)
      expect(count(set, (c) => c.truth.length === 0)).toBe(12)
    },
  )

  it.each([
    { name: 'held-out 17', set: heldout17, speech: 15, music: 15 },
    { name: 'held-out 18 (mostly music)', set: heldout18, speech: 8, music: 25 },
    { name: 'held-out 19 (every kind of source)', set: heldout19, speech: 15, music: 17 },
    { name: 'held-out 20 (every kind of source)', set: heldout20, speech: 17, music: 15 },
    { name: 'held-out 21 (every kind of source)', set: heldout21, speech: 17, music: 15 },
  ])(
    '$name speaks only in voices no other set uses, besides music and mixes, and shares nothing with any set',
    ({ set, speech: leastSpeech, music: leastMusic }) => {
      const others = casesBesides(set)
      expect(overlap(set, others)).toEqual({ seeds: [], params: [], ids: [] })
      const voices = new Set(others.map((c) => c.source.variant))
      const speech = set.filter((c) => c.source.kind === 'tts')
      expect(speech.filter((c) => voices.has(c.source.variant))).toEqual([])
      expect(speech.length).toBeGreaterThanOrEqual(leastSpeech)
      expect(count(set, (c) => c.source.kind === 'music' || c.source.kind === 'mix')).toBeGreaterThanOrEqual(
        leastMusic,
      )
      for (const label of DEFECT_LABELS)
        expect(count(set, (c) => c.truth.includes(label))).toBeGreaterThanOrEqual(3)
      expect(count(set, (c) => c.truth.length === 0)).toBe(12)
    },
  )

  it('dev6 shares no seed or id with any set, and no defect parameters or voice with a held-out set', () => {
    const heldouts = HELDOUTS.flat()
    expect(overlap(dev6, casesBesides(dev6))).toMatchObject({
      seeds: [],
      ids: [],
    })
    expect(overlap(dev6, heldouts).params).toEqual([])
    const voices = new Set(heldouts.map((c) => c.source.variant))
    expect(dev6.filter((c) => voices.has(c.source.variant))).toEqual([])
  })

  it('dev7 pairs each muffled take under noise with its twin, and shares no seed or id with any set, no parameters with a held-out set', () => {
    expect(overlap(dev7, casesBesides(dev7))).toMatchObject({ seeds: [], ids: [] })
    expect(overlap(dev7, HELDOUTS.flat()).params).toEqual([])
    const twins = dev7.filter((c) => c.truth.includes('muffled'))
    expect(twins).toHaveLength(20)
    for (const both of twins) {
      const alone = dev7.find((c) => c !== both && c.source.seed === both.source.seed)!
      expect(alone.truth).toEqual(['broadband_noise'])
      expect(alone.defects).toEqual(both.defects.filter((d) => d.label === 'broadband_noise'))
    }
  })

  it('refuses a case whose truth disagrees with its defects', () => {
    const bad = { ...dev[0]!, truth: ['hum'] }
    expect(() => parseCases(JSON.stringify(bad), 'x.jsonl')).toThrow(/x.jsonl:1: .*truth/)
  })
})

describe.each([
  ['dev', dev],
  ['heldout', heldout],
  ['heldout2', heldout2],
  ['heldout3', heldout3],
  ['heldout4', heldout4],
  ['heldout5', heldout5],
  ['dev2', dev2],
  ['dev3', dev3],
  ['dev4', dev4],
  ['heldout6', heldout6],
  ['heldout7', heldout7],
  ['dev5', dev5],
  ['heldout8', heldout8],
  ['heldout9', heldout9],
  ['heldout10', heldout10],
  ['heldout11', heldout11],
  ['heldout12', heldout12],
  ['heldout13', heldout13],
  ['heldout14', heldout14],
  ['heldout15', heldout15],
  ['heldout16', heldout16],
  ['heldout17', heldout17],
  ['heldout18', heldout18],
  ['heldout19', heldout19],
  ['heldout20', heldout20],
  ['heldout21', heldout21],
  ['dev6', dev6],
  ['dev7', dev7],
])('every %s case renders as its truth says', (_, cases) => {
  it.each(oneOfEachShape(cases).map((c) => [c.id, c] as const))('%s', (_, description) => {
    const { audio, truth } = buildCase(description)
    expect(truth).toEqual(description.truth)
    let full = 0
    let zeros = 0
    let broken = 0
    for (const channel of audio.channels)
      for (const s of channel) {
        if (!Number.isFinite(s)) broken++
        else if (Math.abs(s) >= 1) full++
        else if (s === 0) zeros++
      }
    expect(broken).toBe(0)
    // Nothing but an injected clip reaches full scale, and nothing but a dropout leaves exact zeros.
    if (truth.includes('clipping')) expect(full).toBeGreaterThan(0)
    else expect(full).toBe(0)
    if (truth.includes('dropout')) expect(zeros).toBeGreaterThan(0)
    else expect(zeros).toBe(0)
  })
})
