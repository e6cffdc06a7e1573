import type { Analyze, AnalyzeOptions } from './analyze.ts'

// ─── PLACEHOLDER ──────────────────────────────────────────────────────────────────────────────────
// The loop (runAnalysis, createExecutor, the offline planner) lives on another branch. At merge,
// replace this body with the real wiring, roughly:
//   const executor = createExecutor(...)
//   return async (audio) => {
//     const run = await runAnalysis({ audio, executor, planner: offlinePlanner(), budget })
//     return { final: run.final, experimentsUsed: run.experimentsUsed, ms: run.ms }
//   }
// `mindwire eval analyst` imports this module lazily as '@mindwire/analyst/eval-analyze'.
// ──────────────────────────────────────────────────────────────────────────────────────────────────

/** The analyst's loop as an evaluation `Analyze`. PLACEHOLDER: throws until the loop is merged. */
export function createAnalyze(options: AnalyzeOptions): Analyze {
  throw new Error(
    `loop not merged yet: @mindwire/analyst/eval-analyze is a placeholder (planner ${options.planner}); pass --analyze <module> to evaluate another analyzer`,
  )
}
