import { CHAIN_TEMPLATES, createExecutor, decodeAudio, MODULES, pipelineOf, probe } from './executor-index.ts'
import type { AnalystDeps } from './loop/analyst-deps.ts'

/**
 * The real executor's dependencies, the one place the loop's side meets the executor's: the CLI and the
 * server build the analyst from this, tests inject a fake instead.
 */
export function analystDeps(): AnalystDeps {
  return {
    executor: createExecutor(),
    modules: MODULES,
    chains: CHAIN_TEMPLATES,
    probe,
    decode: (bytes, hint) => decodeAudio(bytes, hint?.mimeType ?? hint?.fileName),
    pipelineOf,
  }
}
