import type { PlannedNode } from '../contract/index.ts'
import { moduleById } from '../modules/catalogue.ts'
import type { AnalysisModule, DataFormat } from '../modules/module-types.ts'

/** A node that passed validation: its module and its params with defaults filled in. */
export interface ValidNode {
  module: AnalysisModule
  params: Record<string, unknown>
}

export type PipelineValidation = { ok: true; nodes: ValidNode[] } | { ok: false; reasons: string[] }

/**
 * Checks a planned pipeline against the catalogue before anything runs: every module exists, each
 * node accepts the format the previous one produces (the first gets 'audio'), and params parse under
 * the module's schema (ranges, no unknown keys). Collects every reason rather than stopping at one.
 */
export function validatePipeline(pipeline: readonly PlannedNode[]): PipelineValidation {
  const reasons: string[] = []
  const nodes: ValidNode[] = []
  let format: DataFormat | undefined = 'audio'
  if (pipeline.length === 0) reasons.push('the pipeline is empty')
  pipeline.forEach((node, index) => {
    const where = `node ${index + 1} (${node.moduleId})`
    const module = moduleById(node.moduleId)
    if (!module) {
      reasons.push(`${where}: unknown module "${node.moduleId}"`)
      format = undefined
      return
    }
    if (format && !module.accepts.includes(format)) {
      reasons.push(
        `${where}: takes ${module.accepts.join(' or ')} but receives ${format} from the previous node`,
      )
    }
    format = outputFormat(module, format)
    const parsed = module.params.safeParse(node.params ?? {})
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.length ? issue.path.join('.') : 'params'
        reasons.push(`${where}: ${path}: ${issue.message}`)
      }
      return
    }
    nodes.push({ module, params: parsed.data })
  })
  return reasons.length ? { ok: false, reasons } : { ok: true, nodes }
}

/** Taps pass their input through; transforms (filters, STFT) declare what they produce. */
function outputFormat(module: AnalysisModule, input: DataFormat | undefined): DataFormat | undefined {
  const declared = module.summary.outputFormat as DataFormat
  if (module.accepts.length > 1 && input && module.accepts.includes(input)) return input
  return declared
}
