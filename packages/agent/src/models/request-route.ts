import type { LanguageModelV4Prompt } from '@ai-sdk/provider'
import { promptNeedsMultimodal } from './prompt-modality.ts'
import type { RouteLanguage, TaskType } from './provider-config.ts'
import WORDS from './request-task-words.json' with { type: 'json' }

/** Where one request goes: its task type and, when it can be told, its language. */
export interface RequestRoute {
  task: TaskType
  language?: RouteLanguage
}

const HAN = /\p{Script=Han}/u
const LATIN = /[A-Za-z]/
const EN_WORD = /[a-z']+/g

/**
 * The route of the request a prompt carries (seed 000 DQ-MIND-01: the backend routes by the task, the
 * person does not pick). A picture or a spectrum anywhere needs the multimodal chain; otherwise the
 * person's newest message decides: asking for code or a generated artefact is `code`, a question or
 * small talk is `chat`, anything else is the domain's own task. The newest message stays the same through
 * a run's tool steps, and the loop's own nudges are skipped, so a whole run is served by one route.
 */
export function requestRoute(prompt: LanguageModelV4Prompt, own: TaskType): RequestRoute {
  const text = newestUserText(prompt)
  const language = HAN.test(text) ? 'zh' : LATIN.test(text) ? 'en' : undefined
  if (promptNeedsMultimodal(prompt)) return { task: 'multimodal', language }
  if (!language) return { task: own }
  return { task: asksForCode(text, language) ? 'code' : isChat(text, language) ? 'chat' : own, language }
}

function asksForCode(text: string, language: RouteLanguage): boolean {
  const { verbs, things } = WORDS.code[language]
  if (language === 'zh')
    return verbs.some((verb) => text.includes(verb)) && things.some((t) => text.includes(t))
  const words = ` ${(text.toLowerCase().match(EN_WORD) ?? []).join(' ')} `
  const has = (phrase: string) => words.includes(` ${phrase} `)
  return verbs.some(has) && things.some(has)
}

function isChat(text: string, language: RouteLanguage): boolean {
  if (WORDS.chat.questionMarks.some((mark) => text.includes(mark))) return true
  if (language === 'zh') return WORDS.chat.zh.anywhere.some((word) => text.includes(word))
  const lower = text.toLowerCase()
  const first = lower.match(EN_WORD)?.[0]
  return (
    (first !== undefined && WORDS.chat.en.firstWords.includes(first)) ||
    WORDS.chat.en.anywhere.some((phrase) => lower.includes(phrase))
  )
}

/** The text of the person's newest message (its text parts joined); the loop's nudges are not theirs. */
function newestUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i--) {
    const message = prompt[i]!
    if (message.role !== 'user' || message.providerOptions?.mindwire?.nudge === true) continue
    return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')
  }
  return ''
}
