import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'

/** The languages a cockpit session is answered in. */
export type ReplyLanguage = 'zh' | 'en'

const HAN = /\p{Script=Han}/u
const LATIN = /[A-Za-z]/

/**
 * The language a person spoke in, told as the model routes tell a request's language (any Chinese character
 * makes it Chinese; Latin letters alone make it English); undefined when it cannot be told (digits, a blank).
 */
export function textLanguage(text: string): ReplyLanguage | undefined {
  return HAN.test(text) ? 'zh' : LATIN.test(text) ? 'en' : undefined
}

const Phrases = z.object({
  listening: z.string().min(1),
  cannotKeepRules: z.string().min(1),
  needsNetwork: z.string().min(1),
  cannotAnswer: z.string().min(1),
  navigateTo: z.string().includes('{place}'),
  hello: z.string().min(1),
  whoAmI: z.string().min(1),
  thanks: z.string().min(1),
  unsupported: z.string().min(1),
  online: z.string().min(1),
  failed: z.string().min(1),
  done: z.string().min(1),
  cancelled: z.string().min(1),
  notDone: z.string().min(1),
  stopped: z.string().min(1),
})

const ReplyWords = z.object({
  zh: z.object({ phrases: Phrases }),
  en: z.object({
    // An English session has no Chinese clarifying questions to choose from: one question asks back.
    phrases: Phrases.extend({ clarify: z.string().min(1) }),
    functions: z.record(
      z.string(),
      z.record(z.string(), z.string().min(1)).and(z.object({ default: z.string() })),
    ),
    values: z.record(z.string(), z.string().min(1)),
  }),
})
type ReplyWords = z.infer<typeof ReplyWords>

let words: ReplyWords | undefined
const load = () => (words ??= loadDataFile(configFile('replies/offline-replies.json'), ReplyWords))

/** One of the engine's own sentences in a language (config/replies/offline-replies.json). */
export function phrase(name: keyof ReplyWords['zh']['phrases'], language: ReplyLanguage): string {
  return load()[language].phrases[name]
}

/** The English question asked back when a request names too little to act on. */
export function englishClarifyingQuestion(): string {
  return load().en.phrases.clarify
}

/** A call as an English reply sees it: what was called with which parameters, and how it ended. */
export interface SaidCall {
  name: string
  params: Record<string, unknown>
  isError: boolean
  /** The handler's or the rule's message for a call that did not run (already in the session's language). */
  message?: string
  /** The call was declined by the driver or cancelled. */
  cancelled?: boolean
  /** The part of the car's state the call returned (a query's answer is read from it). */
  state?: Record<string, unknown>
}

/**
 * What a turn's calls did, said in English from their parameters (the car's handlers reply in Chinese):
 * the function's sentence for the call's action with its parameters filled in, the rule's message for a
 * call a rule stopped, "OK, cancelled" for one the driver declined. Parts joined with "; ", each once.
 */
export function englishReply(calls: readonly SaidCall[]): string {
  const { en } = load()
  const parts = calls.map((call) => {
    if (call.cancelled) return en.phrases.cancelled
    if (call.isError) return call.message && !HAN.test(call.message) ? call.message : en.phrases.failed
    const sentences = en.functions[call.name]
    if (!sentences) return en.phrases.done
    const chosen = call.params.action ?? call.params.item
    const action = typeof chosen === 'string' ? chosen : ''
    const known = { ...call.params, state: call.state }
    return (
      filled(sentences[action], known, en.values) ??
      filled(sentences.default, known, en.values) ??
      en.phrases.done
    )
  })
  return [...new Set(parts.filter((part): part is string => Boolean(part)))].join('; ')
}

// A sentence with each {name} said from the call's parameters; undefined when one of them is missing.
function filled(
  sentence: string | undefined,
  params: Record<string, unknown>,
  values: Record<string, string>,
): string | undefined {
  if (!sentence) return undefined
  let missing = false
  const text = sentence.replace(/\{([\w.]+)\}/g, (_, name: string) => {
    const value = name
      .split('.')
      .reduce<unknown>(
        (inner, key) =>
          typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>)[key] : undefined,
        params,
      )
    if (value === undefined || value === null || value === '') {
      missing = true
      return ''
    }
    const said = typeof value === 'object' ? JSON.stringify(value) : String(value)
    return values[`${name}.${said}`] ?? values[said] ?? said.replaceAll('_', ' ')
  })
  return missing ? undefined : text
}
