import type { BenchCase, BenchRow } from '../bench-row.ts'
import { STEPS_PER_RUN } from '../fixtures/ten-step-script.ts'
import { meanRunMs, round } from '../measure.ts'
import { aiSdkRun } from '../peers/ai-sdk-loop.ts'
import { langgraphRun } from '../peers/langgraph-loop.ts'
import { mindwireRun } from '../peers/mindwire-loop.ts'

const SETTINGS = { warmup: 100, minRuns: 300, minMs: 1500 }

/** Microseconds of loop overhead per model step, ours against LangGraph.js and the AI SDK's loop. */
export const agentLoopOverhead: BenchCase = {
  name: 'agent-loop/step-overhead',
  description: 'zero-latency scripted model, 3 tools, 10 steps per run',
  async run(progress) {
    const contenders = { mindwire: mindwireRun(), langgraph: langgraphRun(), 'ai-sdk': aiSdkRun() }
    const perStepUs: Record<string, number> = {}
    let done = 0
    for (const [name, iteration] of Object.entries(contenders)) {
      const ms = await meanRunMs(iteration, SETTINGS)
      perStepUs[name] = (ms * 1000) / STEPS_PER_RUN
      progress(++done, 3)
    }
    const ours = perStepUs.mindwire!
    const row = (peer: string, target?: string): BenchRow => ({
      name: 'agent-loop/step-overhead',
      value: round(ours, 1),
      unit: 'µs/step',
      peer,
      peerValue: round(perStepUs[peer]!, 1),
      ratio: round(ours / perStepUs[peer]!, 3),
      target,
    })
    return [row('langgraph', '≤ 0.2 × langgraph'), row('ai-sdk')]
  },
}
