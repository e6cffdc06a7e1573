import { readFileSync } from 'node:fs'
import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import { studioOfflineStep } from '../offline/offline-model.ts'
import { newProjectDocument } from '../project/new-project.ts'
import { studioSystemPrompt } from '../prompts/system-prompt.ts'

/** One request of the studio's evaluation sets (domains/studio/eval/*.jsonl) and the first call it should make. */
export interface StudioEvalCase {
  id: string
  text: string
  lang: 'zh' | 'en'
  /** `replyIncludes`: for a request answered in words, what the reply must say (a state question's value). */
  expect: { firstTool: string | null; args?: Record<string, unknown>; replyIncludes?: readonly string[] }
  note?: string
}

/** How one case went. */
export interface StudioEvalResult {
  id: string
  text: string
  ok: boolean
  toolOk: boolean
  /** Issue 41's outcomes: right; a question or a plain "cannot" instead of a call; a call not asked for. */
  outcome: 'correct' | 'asked' | 'wrong_action'
  expected: StudioEvalCase['expect']
  actual: { tool: string | null; args?: Record<string, unknown>; text?: string }
}

/** Reads a JSONL evaluation set. */
export function readEvalCases(path: string): StudioEvalCase[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as StudioEvalCase)
}

/**
 * Runs each case's request through the offline engine's first step, on a fresh default project, and
 * checks the first call: its tool, and the arguments the case says must hold (a recursive subset).
 */
export function evaluateOffline(cases: readonly StudioEvalCase[]): {
  tool: number
  full: number
  wrongActions: number
  results: StudioEvalResult[]
} {
  const system = studioSystemPrompt({
    projectId: 'eval',
    projectName: 'eval',
    revision: 1,
    document: newProjectDocument(),
    changes: [],
    edits: [],
    artifacts: [],
  })
  const results = cases.map((testCase): StudioEvalResult => {
    const prompt: LanguageModelV4Prompt = [
      { role: 'system', content: system },
      { role: 'user', content: [{ type: 'text', text: testCase.text }] },
    ]
    const step = studioOfflineStep(prompt)
    const first = step.calls[0]
    const actual = first
      ? { tool: first.name, args: JSON.parse(first.input) as Record<string, unknown> }
      : { tool: null, text: step.text }
    const toolOk = actual.tool === testCase.expect.firstTool
    const argsOk =
      toolOk && (testCase.expect.args === undefined || contains(actual.args ?? {}, testCase.expect.args))
    const replyOk = (testCase.expect.replyIncludes ?? []).every((part) => step.text.includes(part))
    const ok = argsOk && replyOk
    const outcome = ok ? 'correct' : first ? 'wrong_action' : 'asked'
    return { id: testCase.id, text: testCase.text, ok, toolOk, outcome, expected: testCase.expect, actual }
  })
  const share = (count: number) => (results.length === 0 ? 0 : count / results.length)
  return {
    tool: share(results.filter((r) => r.toolOk).length),
    full: share(results.filter((r) => r.ok).length),
    wrongActions: share(results.filter((r) => r.outcome === 'wrong_action').length),
    results,
  }
}

/** Whether `actual` holds every field of `wanted` (numbers within 0.01, strings case-insensitively). */
function contains(actual: unknown, wanted: unknown): boolean {
  if (typeof wanted === 'number') return typeof actual === 'number' && Math.abs(actual - wanted) < 0.01
  if (typeof wanted === 'string')
    return typeof actual === 'string' && actual.toLowerCase() === wanted.toLowerCase()
  if (wanted && typeof wanted === 'object') {
    if (!actual || typeof actual !== 'object') return false
    return Object.entries(wanted).every(([key, value]) =>
      contains((actual as Record<string, unknown>)[key], value),
    )
  }
  return actual === wanted
}
