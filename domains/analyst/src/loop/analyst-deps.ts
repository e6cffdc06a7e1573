import type { DecodedAudio, ExperimentExecutor } from '../contract/executor.ts'
import type { ChainTemplateSummary, EvidenceSummary, ModuleSummary } from '../contract/orchestrator-input.ts'
import type { PlannedNode } from '../contract/orchestrator-output.ts'

/**
 * What the loop needs from the executor side, injected so the loop never imports an implementation: the
 * executor itself, its catalogue (modules, chain templates), the probe every run starts with, and decoding.
 */
export interface AnalystDeps {
  executor: ExperimentExecutor
  modules: readonly ModuleSummary[]
  chains: readonly ChainTemplateSummary[]
  probe: (audio: DecodedAudio) => EvidenceSummary[] | Promise<EvidenceSummary[]>
  decode: (bytes: Uint8Array, hint?: { mimeType?: string; fileName?: string }) => Promise<DecodedAudio>
  /** A chain template's pipeline, when the executor offers it; planners fall back to their own. */
  pipelineOf?: (chainId: string) => PlannedNode[] | undefined
}
