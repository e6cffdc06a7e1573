import type { DecodedAudio, EvidenceSummary } from '../contract/index.ts'
import { createExecutor } from '../executor/create-executor.ts'
import { pipelineOf } from './chain-templates.ts'

/** The loop's initial evidence: the quick-probe chain on the audio (evidence ids start with `probe/`). */
export async function probe(audio: DecodedAudio): Promise<EvidenceSummary[]> {
  const outcome = await createExecutor().run(
    {
      goal: 'initial probe',
      preferredChainId: 'quick-probe',
      pipeline: pipelineOf('quick-probe'),
      expectedEvidence: [],
      stopIf: [],
    },
    audio,
    { id: 'probe' },
  )
  if (outcome.experiment.failureReasons.length)
    throw new Error(`probe failed: ${outcome.experiment.failureReasons.join('; ')}`)
  return outcome.evidence
}
