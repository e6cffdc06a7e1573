export * from './defects.ts'
export * from './executor.ts'
export * from './orchestrator-input.ts'
export * from './orchestrator-output.ts'
