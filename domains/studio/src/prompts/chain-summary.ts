import type { ProjectDocument } from '../chain/chain.ts'

/** The line of the system prompt that carries the project as JSON, for the offline engine to read back. */
const PROJECT_LINE = 'Project JSON: '

/** The project as the model reads it: one line per module with its parameters, then connections and bindings. */
export function projectSummary(
  document: ProjectDocument,
  projectId?: string,
  focusModuleId?: string,
): string {
  const { chain } = document
  const modules = chain.modules.map((module) => {
    const params = Object.entries(module.params)
      .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : value}`)
      .join(', ')
    return `- ${module.id} (${module.type})${module.bypass ? ' [bypassed]' : ''}${params ? `: ${params}` : ''}`
  })
  const connections = chain.connections.map(
    (connection) =>
      `${connection.from}${connection.fromPort ? `.${connection.fromPort}` : ''} → ${connection.to}`,
  )
  const bindings = chain.bindings.map(
    (binding) => `${binding.moduleId}.${binding.paramKey} ← ${binding.signalName} (${binding.mode})`,
  )
  return [
    `Project "${document.name}"${projectId ? ` (id ${projectId})` : ''}: vehicle ${document.vehicleModel}, ${document.sampleRate} Hz, target curve ${document.targetCurve}.`,
    `Modules (${chain.modules.length}):`,
    ...(modules.length > 0 ? modules : ['- none']),
    `Connections: ${connections.join(', ') || 'none'}`,
    `Signal bindings: ${bindings.join(', ') || 'none'}`,
    ...(focusModuleId
      ? [`The person asks from the card of module ${focusModuleId}: "this module" means ${focusModuleId}.`]
      : []),
    `${PROJECT_LINE}${JSON.stringify({ ...document, ...(projectId ? { projectId } : {}), ...(focusModuleId ? { focusModuleId } : {}) })}`,
  ].join('\n')
}

/** The project a system prompt carries, or undefined when it carries none. */
export function readProjectSummary(
  system: string,
): (ProjectDocument & { projectId?: string; focusModuleId?: string }) | undefined {
  const line = system.split('\n').find((candidate) => candidate.startsWith(PROJECT_LINE))
  if (!line) return undefined
  try {
    return JSON.parse(line.slice(PROJECT_LINE.length)) as ProjectDocument
  } catch {
    return undefined
  }
}
