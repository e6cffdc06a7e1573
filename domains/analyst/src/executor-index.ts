// PLACEHOLDER — replaced at merge by the executor branch's own `executor-index.ts`. It exists only so this
// branch compiles; every function throws until the real executor (decoding, modules, chains, probe) lands.
import type { DecodedAudio, ExperimentExecutor } from './contract/executor.ts'
import type { ChainTemplateSummary, EvidenceSummary, ModuleSummary } from './contract/orchestrator-input.ts'
import type { PlannedNode } from './contract/orchestrator-output.ts'

const notMerged = (): never => {
  throw new Error('executor not merged: the analyst executor branch is not in this build yet')
}

export const MODULES: ModuleSummary[] = []
export const CHAIN_TEMPLATES: ChainTemplateSummary[] = []
export const decodeAudio = (
  _bytes: Uint8Array,
  _hint?: { mimeType?: string; fileName?: string },
): Promise<DecodedAudio> => notMerged()
export const encodeWav = (_audio: DecodedAudio): Uint8Array => notMerged()
export const pipelineOf = (_chainId: string): PlannedNode[] | undefined => notMerged()
export const probe = (_audio: DecodedAudio): EvidenceSummary[] => notMerged()
export const createExecutor = (): ExperimentExecutor => notMerged()
