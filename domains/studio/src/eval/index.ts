// The studio copilot's evaluation: requests and the first call each should make (eval/README.md).
export { renderStudioReport } from './render-studio-report.ts'
export { runStudioCase, type StudioCaseRun } from './run-studio-case.ts'
export { StudioEvalCase } from './studio-eval-case.ts'
export { type ScoredStudioCase, type StudioReport, scoreStudioRun, studioReport } from './studio-report.ts'
