import type { AnalysisModule } from '../modules/module-types.ts'

/** Runs one detector module on mono samples with its default params (or `params`): its first evidence's values. */
export async function moduleVerdict(
  module: AnalysisModule,
  samples: Float32Array,
  sampleRate: number,
  params: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const { evidence } = await module.run(
    { format: 'audio', sampleRate, samples },
    module.params.parse(params),
    { evidenceId: 't' },
  )
  return evidence[0]!.values
}
