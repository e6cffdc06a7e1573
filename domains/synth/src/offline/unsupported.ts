import { MODULE_CATALOGUE } from '../catalogue/catalogue.ts'
import type { Token } from './tokens.ts'

/**
 * What to say when the sentence names something the catalogue lacks (a compressor, a chorus, an envelope):
 * acting on the rest of it would add the wrong module, so the engine lists what there is and asks.
 */
export function unsupportedProblem(tokens: readonly Token[], chinese: boolean): string | undefined {
  const named = tokens.flatMap((token) => (token.kind === 'param' ? token.names : []))
  // "Envelope attack 0.5 s": the envelope is the module's own; its part named makes it a setting.
  const missing = tokens.find(
    (token) =>
      token.kind === 'unsupported' && !token.coveredBy?.some((parameter) => named.includes(parameter)),
  )
  if (!missing) return undefined
  const labels = MODULE_CATALOGUE.map((module) => (chinese ? module.label : module.type)).join(
    chinese ? '、' : ', ',
  )
  return chinese
    ? `合成器里没有“${missing.text}”。可用的模块有：${labels}。要用其中哪一个？`
    : `The synth has no ${missing.text}. The modules are: ${labels}. Which one should I use?`
}
