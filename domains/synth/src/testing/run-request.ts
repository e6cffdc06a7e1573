import type { KnowledgeSearch } from '@mindwire/agent'
import type { CaseCanvas } from '../eval/eval-case.ts'
import { type CaseRun, runSynthCase } from '../eval/run-case.ts'
import { createSynth } from '../synth-domain.ts'

/** A request (after `history`) through the synth domain's offline engine on a canvas, confirmations accepted. */
export function runOffline(
  canvas: CaseCanvas,
  text: string,
  options: { history?: string[]; knowledge?: KnowledgeSearch } = {},
): Promise<CaseRun> {
  const domain = createSynth({ knowledge: options.knowledge })
  return runSynthCase(
    { id: 'test', text, tags: ['test'], canvas, expected: 'unchanged', history: options.history },
    domain,
    domain.offlineModel!(),
  )
}

/** A final canvas's connections as `source.port->target.port`. */
export function wires(run: CaseRun): string[] {
  return run.final.edges.map(
    (edge) => `${edge.source}.${edge.sourceHandle}->${edge.target}.${edge.targetHandle}`,
  )
}

/** The value of a module's parameter on the final canvas, by type (the first module of that type). */
export function finalValue(run: CaseRun, type: string, parameter: string): unknown {
  return run.final.nodes.find((node) => node.type === type)?.params[parameter]
}

/** Oscillator → speaker (both channels), optionally with modules between. */
export function chain(...types: string[]): CaseCanvas {
  const ids = types.map((type) => `${type}-1`)
  const connections: string[] = []
  ids.slice(0, -1).forEach((id, index) => {
    const next = ids[index + 1]!
    const output =
      types[index] === 'simpleoscillator' || types[index] === 'advancedoscillator' ? 'audioout' : 'output'
    if (types[index + 1] === 'speaker')
      connections.push(`${id}.${output}->${next}.audioInLeft`, `${id}.${output}->${next}.audioInRight`)
    else connections.push(`${id}.${output}->${next}.input`)
  })
  return { modules: types.map((type, index) => ({ id: ids[index]!, type })), connections }
}
