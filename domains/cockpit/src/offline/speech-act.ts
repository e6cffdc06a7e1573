import { z } from 'zod'
import { configFile, loadDataFile } from '../data-files/load-data-file.ts'

/**
 * What an utterance does as an act of speech: asks about the car (answered from its state, never by
 * a change), sets a rule for later (如果下雨就关窗, 车开快了低频自动补一点: the car keeps no such rules,
 * so it says so rather than act now), or asks for something now. The words live in
 * config/understanding/speech-acts.json; this file only compiles them, once.
 */
export type SpeechAct = 'question' | 'conditional' | 'command'

const Words = z.array(z.string().min(1))
const SpeechActWords = z.object({
  question: z.object({
    statePredicates: Words,
    finalParticles: Words,
    whether: Words,
    whetherStates: Words,
    amountWords: Words,
    amountBefore: Words,
    amountLead: Words,
    trip: Words,
    why_words: Words,
    englishStarts: Words,
    requestCues: Words,
    askingEnds: Words,
    politeEnds: Words,
    alternatives: z.object({ lead: z.string().min(1), between: z.string().min(1) }),
  }),
  conditional: z.object({
    leads: Words,
    leadFollowers: Words,
    // After a topic (车里要是闷就开窗) only the leads that are never part of another word, and only a
    // follower that closes a condition: 等 and 每次 there would be read inside words like 等级.
    leadsAfterTopic: Words,
    topicLeadFollowers: Words,
    englishLeads: Words,
    englishLeadsBeforeComma: Words,
    automaticWords: Words,
    automaticActions: Words,
    conditionEnds: Words,
  }),
})
type SpeechActWords = z.infer<typeof SpeechActWords>

function literal(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// Longest first, so that an alternation prefers 打开了 to 开了.
function anyOf(words: readonly string[]): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join('|')
}

// English words stand alone; Chinese ones are matched inside the run of characters.
function englishWord(words: readonly string[]): string {
  return `(?:${anyOf(words)})(?![a-z])`
}

function compile(words: SpeechActWords) {
  const q = words.question
  const c = words.conditional
  const particle = `(?:${anyOf(q.finalParticles)})`
  return {
    // 空调开着吗, 后备箱开了没, 车窗是开着的吗: a state and a question particle at the end.
    stateQuestion: new RegExp(`(?:${anyOf(q.statePredicates)})(?:${particle}+|呢)$`),
    // 有没有开着, 是不是关了: whether the thing is in a state.
    whether: new RegExp(`(?:${anyOf(q.whether)})(?:${anyOf(q.whetherStates)})`),
    // 现在几度, 音量多大, 温度是多少: an amount asked at the end; 调高几度 asks for a change instead.
    amountAtEnd: new RegExp(
      `(?<![${q.amountBefore.join('')}])(?:${anyOf(q.amountWords)})(?:了|呢|啊|${particle})*$`,
    ),
    amountLed: new RegExp(`(?:${anyOf(q.amountLead)})(?:${anyOf(q.amountWords)})`),
    trip: new RegExp(anyOf(q.trip)),
    why: new RegExp(anyOf(q.why_words)),
    english: new RegExp(`^${englishWord(q.englishStarts)}`),
    request: new RegExp(anyOf(q.requestCues)),
    // 现在是内循环吗: ends asking yes or no; 打开空调好吗 ends asking leave, which is a request.
    asking: new RegExp(`(?:${anyOf(q.askingEnds)})$`),
    polite: new RegExp(`(?:${anyOf(q.politeEnds)})$`),
    // 天窗是开的还是关的: which of two is so.
    alternative: new RegExp(
      `${literal(q.alternatives.lead)}[^,;]{1,8}${literal(q.alternatives.between)}[^,;]{1,8}$`,
    ),
    // 如果下雨就关窗, 要是温度高的话…, if it rains close the windows: a lead, a condition, then what follows.
    lead: new RegExp(
      [
        `(?:^|[,;])(?:我|你)?(?:${anyOf(c.leads)})[^,;]{1,16}?(?:${anyOf(c.leadFollowers)})[^]+`,
        // The topic may be a whole command (空调调到24度要是还热就再低一点): the condition still holds back
        // what follows it, and acting on the first half alone would leave the rule silently dropped.
        `(?:^|[,;])[^,;]{1,24}?(?:${anyOf(c.leadsAfterTopic)})[^,;]{1,16}?(?:${anyOf(c.topicLeadFollowers)})[^]+`,
        `(?:^|[^a-z])${englishWord(c.englishLeads)} [^]{3,}`,
        `^${englishWord(c.englishLeadsBeforeComma)} [^,]{2,40},[^]+`,
      ].join('|'),
    ),
    // 车开快了低频自动补一点: the car told to act by itself, later.
    automatic: new RegExp(`(?:${anyOf(c.automaticWords)})\\s?(?:${anyOf(c.automaticActions)})`),
    // 下雨的时候关窗, 速度快了就把音量调大: a condition ending, then a consequence.
    conditionEnd: new RegExp(`[^,;]{2,}(?:${anyOf(c.conditionEnds)})(?![^,;]{0,2}的)[^]{2,}`),
  }
}

let compiled: ReturnType<typeof compile> | undefined

function patterns(): ReturnType<typeof compile> {
  compiled ??= compile(loadDataFile(configFile('understanding/speech-acts.json'), SpeechActWords))
  return compiled
}

/** Whether the normalised utterance asks a question rather than for an action. */
export function isQuestion(text: string): boolean {
  const p = patterns()
  if (p.trip.test(text) || p.why.test(text) || p.alternative.test(text)) return true
  // A polite request is a request: 可以帮我把空调开了吗, can you open the trunk.
  if (p.request.test(text)) return false
  return (
    p.stateQuestion.test(text) ||
    p.whether.test(text) ||
    p.amountAtEnd.test(text) ||
    p.amountLed.test(text) ||
    p.english.test(text)
  )
}

/**
 * Whether the utterance ends asking yes or no (吗, ?) with no request cue and no polite ending: with the
 * shared layer's reading of a question, a command it seems to hold is what it asks about.
 */
export function asksYesOrNo(text: string): boolean {
  const p = patterns()
  return p.asking.test(text) && !p.polite.test(text) && !p.request.test(text)
}

/** Whether the utterance asks for a rule the car would apply later by itself. */
export function isConditional(text: string): boolean {
  const p = patterns()
  return p.lead.test(text) || p.automatic.test(text) || p.conditionEnd.test(text)
}

/** The utterance's speech act: question, conditional rule, or command. */
export function speechActOf(text: string): SpeechAct {
  if (isConditional(text)) return 'conditional'
  return isQuestion(text) ? 'question' : 'command'
}
