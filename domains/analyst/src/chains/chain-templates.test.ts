import { describe, expect, it } from 'vitest'
import { injectClipping, musicLike } from '../audio/synthetic-signals.ts'
import { chainTemplateSummarySchema, moduleSummarySchema } from '../contract/index.ts'
import { validatePipeline } from '../executor/validate-pipeline.ts'
import { MODULES } from '../modules/catalogue.ts'
import { CHAIN_TEMPLATES, pipelineOf } from './chain-templates.ts'
import { probe } from './probe.ts'

describe('chain templates', () => {
  it('are valid seed summaries whose pipelines pass validation', () => {
    for (const chain of CHAIN_TEMPLATES) {
      expect(chainTemplateSummarySchema.parse(chain)).toEqual(chain)
      expect(validatePipeline(pipelineOf(chain.id))).toMatchObject({ ok: true })
    }
    expect(CHAIN_TEMPLATES.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'quick-probe',
        'hum-check',
        'noise-check',
        'dropout-check',
        'resonance-check',
        'muffled-check',
        'full-defect-scan',
      ]),
    )
  })

  it('hand out copies, so a planner may tune params without changing the template', () => {
    pipelineOf('hum-check')[0]!.params.mainsHz = '60'
    expect(pipelineOf('hum-check')[0]!.params.mainsHz).toBe('auto')
    expect(() => pipelineOf('nope')).toThrow(/unknown chain template/)
  })

  it('list every catalogue module once, as seed summaries', () => {
    for (const m of MODULES) expect(moduleSummarySchema.parse(m)).toEqual(m)
    expect(new Set(MODULES.map((m) => m.id)).size).toBe(18)
  })
})

describe('probe', () => {
  it('runs the quick probe and reports clipping it finds, with ids under probe/', async () => {
    const samples = injectClipping(musicLike(48_000, 3), 0.03)
    const evidence = await probe({ sampleRate: 48_000, channels: [samples], durationMs: 3000, format: 'wav' })
    expect(evidence.every((e) => e.id.startsWith('probe/'))).toBe(true)
    expect(evidence.find((e) => e.values.defect === 'clipping')?.values.detected).toBe(true)
    expect(evidence.find((e) => e.values.defect === 'dc_offset')?.values.detected).toBe(false)
    expect(evidence.find((e) => e.producerModuleId === 'level-stats')?.category).toBe('feature')
  })
})
