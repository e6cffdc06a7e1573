// Browser-safe entry: pure functions over CanvasSnapshot (apps/web replays operations with them).
export { applyOperation, applyOperations, operationProblem } from './apply-operation.ts'
export type { CanvasEdge, CanvasNode, CanvasSnapshot, ClientOperation } from './canvas.ts'
export {
  type ConnectionProblem,
  canConnect,
  type Endpoint,
  type HandleInference,
  inferHandles,
  type PlannedConnection,
  type RefusedConnection,
} from './connect.ts'
export { createNode, type NewModuleOptions, nextModuleId, uniqueModuleName } from './create-node.ts'
export { findSafePosition, GRID, NODE_SIZE, overlapsAny } from './layout.ts'
export {
  type ModuleDetails,
  moduleDetails,
  type ParameterDetails,
  type PortConnection,
  type PortDetails,
} from './module-details.ts'
export { normalizeSnapshot } from './normalize.ts'
export {
  checkParameterValue,
  clampParameterValue,
  ENABLED_PARAMETER,
  type ParameterCheck,
  type ParameterValue,
  resolveParameter,
  snapToStep,
} from './parameters.ts'
export {
  describePorts,
  edgeId,
  edgesFrom,
  edgesInto,
  edgesOf,
  findNode,
  findPort,
  type PortDirection,
  portsOf,
} from './ports.ts'
