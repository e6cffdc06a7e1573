import type { ProjectDocument } from '../chain/chain.ts'
import type { StudioIntent } from './detect-intent.ts'
import { moduleSubjectIn } from './module-subject.ts'
import { KEYED_WORDS, keyIn, INTENT_WORDS as W } from './vocabulary.ts'

/**
 * XiForge's questions about one module (seed 000 §6.2): "这个模块该暴露哪些参数" is answered, never turned
 * into an edit; "生成一个电子管风格的 UI" generates a tuning panel in the named style. Undefined when the
 * request is neither.
 */
export function forgeIntent(
  raw: string,
  project: ProjectDocument & { focusModuleId?: string },
): StudioIntent | undefined {
  const text = raw.toLowerCase()
  const style = keyIn('uiStyles', text)
  // "make a tuning panel for the limiter": a panel asked for with any making verb; its style is asked if unsaid.
  const wantsPanel =
    W.tuningUi.test(text) && (W.generate.test(text) || W.panelVerbs.test(text) || style !== undefined)
  if (!W.exposeParams.test(text) && !wantsPanel) return undefined
  const subject = moduleSubjectIn(raw, project)
  if ('ask' in subject) return { kind: 'ask', ask: subject.ask }
  if (!wantsPanel) return { kind: 'suggest-params', subject: subject.args }
  if (!style)
    return {
      kind: 'ask',
      ask: { kind: 'which-style', options: KEYED_WORDS.uiStyles.map((entry) => entry.key) },
    }
  return { kind: 'tuning-ui', subject: subject.args, style }
}
