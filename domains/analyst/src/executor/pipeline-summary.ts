import type { PlannedNode } from '../contract/index.ts'

/** One line per node, `moduleId(param=value,…)`, as ExperimentSummary.pipelineSummary lists them. */
export function pipelineSummary(pipeline: readonly PlannedNode[]): string[] {
  return pipeline.map((node) => {
    const params = Object.entries(node.params ?? {})
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(',')
    return `${node.moduleId}(${params})`
  })
}
