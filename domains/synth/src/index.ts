// Server entry (Node): the domain, its tools, prompts, offline engine, checkpoints and HTTP routes.
// Browser code imports @mindwire/synth/catalogue and @mindwire/synth/graph instead.
export { canvasSnapshotSchema } from './api/api-schemas.ts'
export { type CheckpointRouteOptions, checkpointRoutes } from './api/checkpoint-routes.ts'
export { type SynthServerOptions, synthServerDomain } from './api/synth-server-domain.ts'
export { synthStateHolder } from './api/synth-state-holder.ts'
export { USER_HEADER, userOf } from './api/user-id.ts'
export * from './catalogue/index.ts'
export { readCheckpointSnapshot, type SynthCheckpointSnapshot } from './checkpoints/checkpoint-snapshot.ts'
export { checkpointTitle, clampTitle, derivedTitle, MAX_TITLE_CHARS } from './checkpoints/checkpoint-title.ts'
export * from './graph/index.ts'
export {
  type CommandPlan,
  createSynthOfflineModel,
  type ModuleRef,
  OFFLINE_CALL_PREFIX,
  type OfflineAnswer,
  offlineAnswer,
  type PlannedStep,
  planCommand,
  readingConfidence,
} from './offline/index.ts'
export { canvasSummary, readCanvasSummary } from './prompts/canvas-summary.ts'
export { synthSystemPrompt } from './prompts/system-prompt.ts'
export { createSynth, SYNTH_APPS, type SynthOptions } from './synth-domain.ts'
export { addModuleTool } from './tools/add-module.ts'
export { canvasOf, commitCanvas } from './tools/canvas-state.ts'
export { connectModulesTool } from './tools/connect-modules.ts'
export { deleteModuleTool } from './tools/delete-module.ts'
export { disconnectModulesTool } from './tools/disconnect-modules.ts'
export { type CanvasView, canvasView, getCanvasTool } from './tools/get-canvas.ts'
export { getModuleDetailsTool } from './tools/get-module-details.ts'
export { ragSearchTool, SYNTH_DOCS_COLLECTION } from './tools/rag-search.ts'
export { synthTools } from './tools/synth-tools.ts'
export { toolFailure } from './tools/tool-failure.ts'
export { updateModuleParameterTool } from './tools/update-module-parameter.ts'
