import { describe, expect, it } from 'vitest'
import type { EvidenceSummary } from '../contract/orchestrator-input.ts'
import { calibratedConfidence, logistic } from './confidence-calibration.ts'
import { deriveConclusion, deriveInterim } from './derive-conclusion.ts'

const verdict = (
  id: string,
  defect: string,
  detected: boolean,
  score: number,
  confidence = 0.9,
): EvidenceSummary => ({
  id,
  producerModuleId: 'test',
  category: 'anomaly',
  values: { defect, detected, score },
  confidence,
})

describe('confidence from the evidence margin', () => {
  it('a logistic fit rises with the margin and stays a probability', () => {
    const fit = { intercept: -2, slope: 4 }
    expect(logistic(fit, 0)).toBeCloseTo(0.119, 3)
    expect(logistic(fit, 0.5)).toBeCloseTo(0.5, 6)
    expect(logistic(fit, 1)).toBeGreaterThan(logistic(fit, 0.6))
    expect(logistic({ intercept: 50, slope: 50 }, 1)).toBeLessThanOrEqual(1)
  })

  it('the installed hum curve gives a hum finding more probability the further past its lines it lies', () => {
    const atLine = calibratedConfidence('hum', 0, 0.9)
    expect(atLine).toBeGreaterThan(0.5)
    expect(calibratedConfidence('hum', 1, 0.9)).toBeGreaterThan(atLine)
  })

  it("a defect without a fitted curve keeps its detector's stated confidence", () => {
    expect(calibratedConfidence('muffled', 0.1, 0.72)).toBe(0.72)
  })

  it('a finding under even odds is named as possible and as uncertain, never as found', () => {
    const final = deriveConclusion(
      [
        verdict('e1', 'muffled', true, 0.2, 0.4),
        verdict('e2', 'muffled', false, 0, 0.3),
        verdict('e3', 'clipping', true, 1),
      ],
      [],
    )
    const muffled = final.findings.find((f) => f.label === 'muffled')!
    expect(muffled).toMatchObject({
      confidence: 0.4,
      supportingEvidence: ['e1'],
      contradictingEvidence: ['e2'],
    })
    expect(final.summary).toBe('Found clipping (0.9). Possible, under even odds: muffled (0.4).')
    expect(final.uncertainty).toContain('muffled: the evidence is ambiguous (probability 0.4)')
    expect(final.suggestedNextActions.join(' ')).not.toMatch(/muffled/)
  })

  it('an interim conclusion names the defects still open and what to check next', () => {
    const interim = deriveInterim([verdict('e1', 'clipping', true, 1)], ['hum', 'dropout'], ['check hum'])
    expect(interim.topHypotheses.map((f) => f.label)).toEqual(['clipping'])
    expect(interim.unresolvedQuestions).toEqual(['is there hum?', 'is there dropout?'])
    expect(interim.suggestedNextActions).toEqual(['check hum'])
    expect(interim.summary).toMatch(/2 open/)
  })
})
