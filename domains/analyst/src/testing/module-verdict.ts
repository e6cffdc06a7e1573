import type { EvidenceSummary } from '../contract/index.ts'
import type { AnalysisModule } from '../modules/module-types.ts'

/**
 * Runs one detector module on mono samples with its default params (or `params`): its verdict, the first
 * anomaly evidence (band-energy puts its band levels before it), else its first evidence.
 */
export async function moduleEvidence(
  module: AnalysisModule,
  samples: Float32Array,
  sampleRate: number,
  params: Record<string, unknown> = {},
): Promise<EvidenceSummary> {
  const { evidence } = await module.run(
    { format: 'audio', sampleRate, samples },
    module.params.parse(params),
    { evidenceId: 't' },
  )
  return evidence.find((e) => e.category === 'anomaly') ?? evidence[0]!
}

/** The values of a detector module's verdict on mono samples (see moduleEvidence). */
export async function moduleVerdict(
  module: AnalysisModule,
  samples: Float32Array,
  sampleRate: number,
  params: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return (await moduleEvidence(module, samples, sampleRate, params)).values
}
