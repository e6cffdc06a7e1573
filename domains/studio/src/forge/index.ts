export {
  type CompileAndTestOptions,
  type CompileAndTestOutcome,
  compileAndTest,
  type TestCaseOutcome,
} from './compile-and-test.ts'
export { type CompileError, type CompileOutcome, compileTs } from './compile-ts.ts'
export { type ForgeEvalReport, runForgeEval } from './forge-eval.ts'
export {
  asksForTests,
  type GenerateCodeArgs,
  type GenerateCodeResult,
  type GeneratedCode,
  generateCode,
  generateCodeArgsSchema,
  type RejectedModuleDef,
} from './generate-code.ts'
export { generateModule, moduleFileName } from './generate-module.ts'
export { generateTest, testFileName, testSummary } from './generate-test.ts'
export { inferKind, kindNamedIn } from './infer-kind.ts'
export {
  type ModuleDefInput,
  moduleDefSchema,
  paramDefSchema,
  type ResolvedModuleDef,
  type ResolveResult,
  resolveModuleDef,
} from './module-def.ts'
export { MODULE_DEF_SET, type ModuleDefCase } from './module-def-set.ts'
export {
  FILTER_KINDS,
  MODULE_KINDS,
  type ModuleKind,
  type ParamDef,
  STANDARD_PARAMS,
  standardParam,
} from './module-kinds.ts'
export { SandboxBusyError } from './sandbox-queue.ts'
export type { ModuleParamsSuggestion, ParamSuggestion } from './suggest-params.ts'
export type { PanelControl, PanelSection, TuningPanel } from './tuning-panel.ts'
