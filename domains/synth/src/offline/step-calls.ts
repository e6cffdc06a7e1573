import { type ModuleRef, needsNewIds, type PlannedStep } from './plan.ts'

/** A tool call the engine makes. */
export interface PlannedCall {
  name: string
  args: Record<string, unknown>
}

/**
 * The tool calls of one engine step. Step A makes every call whose ids are known (adds, settings and
 * connections of modules already on the canvas, deletions, searches); step B makes the ones that needed
 * the ids of modules added in step A, read from A's results (`newIds[i]` for the i-th add). A call whose new
 * module failed to be added is left out; the reply reports the failed add.
 */
export function stepCalls(
  steps: readonly PlannedStep[],
  stage: 'A' | 'B',
  newIds: readonly (string | undefined)[] = [],
): PlannedCall[] {
  const calls: PlannedCall[] = []
  for (const step of steps) {
    if ((stage === 'B') !== needsNewIds(step)) continue
    const id = (ref: ModuleRef | undefined) =>
      ref === undefined ? undefined : ref.kind === 'existing' ? ref.id : newIds[ref.index]
    switch (step.kind) {
      case 'add':
        calls.push({ name: 'add_module', args: { type: step.type } })
        break
      case 'delete':
        if (id(step.target)) calls.push({ name: 'delete_module', args: { moduleId: id(step.target) } })
        break
      case 'set':
        if (id(step.target))
          calls.push({
            name: 'update_module_parameter',
            args: { moduleId: id(step.target), parameter: step.parameter, value: step.value },
          })
        break
      case 'connect':
        if (id(step.from) && id(step.to))
          calls.push({
            name: 'connect_modules',
            args: { sourceId: id(step.from), targetId: id(step.to), ...step.handles },
          })
        break
      case 'disconnect': {
        const args: Record<string, unknown> = step.edgeId ? { edgeId: step.edgeId } : {}
        for (const field of ['moduleId', 'sourceId', 'targetId'] as const) {
          if (step[field]) args[field] = id(step[field])
        }
        if (Object.values(args).every((value) => value !== undefined))
          calls.push({ name: 'disconnect_modules', args })
        break
      }
      case 'details':
        if (id(step.target)) calls.push({ name: 'get_module_details', args: { moduleId: id(step.target) } })
        break
      case 'canvas':
        calls.push({ name: 'get_canvas', args: {} })
        break
      case 'search':
        calls.push({ name: 'rag_search', args: { query: step.query } })
        break
    }
  }
  return calls
}
