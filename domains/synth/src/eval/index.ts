// The synth agent's evaluation: cases with a starting and an expected canvas (tests/data/synth/README.md).
export { buildCanvas } from './build-canvas.ts'
export { type CanvasComparison, compareCanvas } from './compare-canvas.ts'
export { CaseCanvas, CaseModule, ExpectedValue, SynthEvalCase } from './eval-case.ts'
export { readSynthCases } from './read-cases.ts'
export { renderSynthReport } from './render-report.ts'
export { type CaseRun, runSynthCase } from './run-case.ts'
export { type ScoredCase, type SynthReport, scoreRun, synthReport } from './synth-report.ts'
export { unwantedChanges } from './unwanted-changes.ts'
