import { describe, expect, it } from 'vitest'
import type { SourceTemplate } from './compose.ts'
import { composeHeldoutSet, type HeldoutRecipe } from './heldout-recipe.ts'
import { paramsKey, searchStrengths, sharedByKnob } from './strength-search.ts'

const TONES: SourceTemplate[] = [
  { kind: 'tone', variant: 'sweep', seconds: 2, sampleRate: 16000 },
  { kind: 'tone', variant: 'multitone', seconds: 2, sampleRate: 22050 },
]

const RECIPE: HeldoutRecipe = {
  prefix: 'search',
  sources: TONES,
  controls: TONES,
  strengths: [
    ['light', 0.3],
    ['heavy', 0.7],
  ],
  pairStrengths: [0.5, 0.4],
  pairs: [
    ['hum', 'clipping'],
    ['dc_offset', 'resonance'],
  ],
  partial: [['broadband_noise', [0.2, 0.6]]],
  partialStrength: 0.6,
  seedBase: 1,
  seedStep: 3,
  pick: { single: (l, s) => l + s, partial: (p) => p, pair: (p) => p },
}

/** The parameters of the recipe's cases whose tags or pair side match `which`, as another set would hold them. */
function paramsOf(recipe: HeldoutRecipe, which: (id: string, label: string) => boolean): Set<string> {
  return new Set(
    composeHeldoutSet(recipe).flatMap((c) =>
      c.defects.filter((d) => which(c.id, d.label)).map((d) => paramsKey(d)),
    ),
  )
}

describe('searching a held-out recipe for strengths no other set used', () => {
  // Another set that happens to hold every parameter of this recipe's light cases and its pairs' second side.
  const taken = paramsOf(
    RECIPE,
    (id, label) => id.endsWith('-light') || (id.includes('-pair-') && id.endsWith(`+${label}`)),
  )

  it('counts the repeats of each strength apart', () => {
    const shared = sharedByKnob(RECIPE, taken)
    expect(shared.get('light')).toBe(7)
    expect(shared.get('pair:1')).toBe(2)
    expect(shared.get('heavy')).toBe(0)
    expect(shared.get('partial')).toBe(0)
    expect(shared.get('pair:0')).toBe(0)
  })

  it('moves only the colliding strengths, by as little as clears them', () => {
    const found = searchStrengths(RECIPE, taken)!
    expect([...sharedByKnob(found, taken).values()]).toEqual([0, 0, 0, 0, 0])
    const light = found.strengths[0]![1]
    expect(light).not.toBe(0.3)
    expect(Math.abs(light - 0.3)).toBeLessThanOrEqual(0.1)
    expect(found.strengths[1]).toEqual(['heavy', 0.7])
    expect(found.partialStrength).toBe(0.6)
    expect(found.pairStrengths[0]).toBe(0.5)
    expect(found.pairStrengths[1]).not.toBe(0.4)
  })

  it('gives up when no strength within reach clears a collision', () => {
    // Within 0.001 of 0.3 lie 0.299 and 0.301 only; another set holding both leaves nothing to move to.
    const near = (light: number) => paramsOf({ ...RECIPE, strengths: [['light', light]] }, () => true)
    const everything = new Set([...taken, ...near(0.299), ...near(0.301)])
    expect(searchStrengths(RECIPE, everything, 0.001)).toBeUndefined()
  })
})
