import type { LanguageModelV4, LanguageModelV4FunctionTool, LanguageModelV4Prompt } from '@ai-sdk/provider'
import { type Domain, toolJsonSchema } from '@mindwire/agent'
import type { StudioState } from '../project/studio-state.ts'
import type { StudioEvalCase } from './studio-eval-case.ts'

/** What the model's first step did for one case: its calls in order, or its reply. */
export interface StudioCaseRun {
  case: StudioEvalCase
  calls: Array<{ name: string; args: Record<string, unknown> }>
  reply: string
  latencyMs: number
  /** The model failed (as opposed to answering wrongly). */
  error?: string
}

/**
 * Runs a case's request as the first step of a turn on a fresh default project: the domain's system
 * prompt and tools, one model step, its calls and text read from the stream. The sets state only the first
 * call, so later steps are not run; the offline engine and any model spec go through the same path.
 */
export async function runStudioCase(
  testCase: StudioEvalCase,
  domain: Domain<StudioState>,
  model: LanguageModelV4,
): Promise<StudioCaseRun> {
  const prompt: LanguageModelV4Prompt = [
    { role: 'system', content: domain.system(domain.initialState!()) },
    { role: 'user', content: [{ type: 'text', text: testCase.text }] },
  ]
  const tools: LanguageModelV4FunctionTool[] = domain.tools.map((tool) => ({
    type: 'function',
    name: tool.name,
    description: tool.description,
    inputSchema: toolJsonSchema(tool.parameters),
  }))
  const run: StudioCaseRun = { case: testCase, calls: [], reply: '', latencyMs: 0 }
  const started = performance.now()
  try {
    const { stream } = await model.doStream({ prompt, tools })
    for await (const part of stream) {
      if (part.type === 'tool-call') run.calls.push({ name: part.toolName, args: parseArgs(part.input) })
      if (part.type === 'text-delta') run.reply += part.delta
      if (part.type === 'error') throw part.error
    }
  } catch (error) {
    run.error = error instanceof Error ? error.message : String(error)
  }
  run.latencyMs = performance.now() - started
  return run
}

/** A call's arguments; text that is not a JSON object reads as none (the call then fails its case). */
function parseArgs(input: string): Record<string, unknown> {
  try {
    const args = JSON.parse(input) as unknown
    return args && typeof args === 'object' && !Array.isArray(args) ? (args as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
