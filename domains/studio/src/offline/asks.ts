import { notUnderstood } from '@mindwire/understanding'
import { reportDataAsk } from './report-asks.ts'

/**
 * What the engine asks instead of acting, or says it cannot do: one specific question with its best
 * candidates, built by the mapping and worded by the reply.
 */
export type Ask =
  | { kind: 'which-module'; candidates: readonly string[] }
  | { kind: 'which-param'; moduleId: string; candidates: readonly string[] }
  | { kind: 'unit'; moduleId: string; paramKey: string; said: string; expected: string }
  | { kind: 'not-understood'; part: string }
  /** Words of a request no vocabulary accounts for (the coverage gate). */
  | { kind: 'unexplained'; words: readonly string[] }
  /** `down` undefined: the way is not known either ("too gentle"). */
  | { kind: 'how-much'; moduleId: string; paramKey: string; now: string; down?: boolean }
  | { kind: 'which-style'; options: readonly string[] }
  | { kind: 'which-category'; options: readonly string[] }
  /** A run of tests asked for with no suite the studio has ("run the smoke tests"). */
  | { kind: 'which-suite'; options: readonly string[] }
  /** `image`: a picture came instead of the numbers. */
  | { kind: 'report-data'; metric: string; image?: boolean }
  | { kind: 'cannot'; what: 'writing' | 'unknown' }

const or = (items: readonly string[], zh: boolean) =>
  zh
    ? items.join(' 还是 ')
    : items.length > 1
      ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
      : items[0]

/** The question (or plain "cannot") in the request's language; nothing was changed when it is asked. */
export function askText(ask: Ask, zh: boolean): string {
  switch (ask.kind) {
    case 'which-module':
      return zh
        ? `你指的是 ${or(ask.candidates, true)}？我先不改动。`
        : `Which one do you mean: ${or(ask.candidates, false)}? I have not changed anything.`
    case 'which-param':
      return zh
        ? `${ask.moduleId} 的哪个参数：${or(ask.candidates, true)}？`
        : `Which parameter of ${ask.moduleId}: ${or(ask.candidates, false)}?`
    case 'unit':
      return zh
        ? `${ask.moduleId}.${ask.paramKey} 的单位是 ${ask.expected}，和“${ask.said}”对不上：你要改的是哪个参数？`
        : `${ask.moduleId}.${ask.paramKey} is in ${ask.expected}, which "${ask.said}" is not: which parameter do you mean?`
    case 'how-much':
      if (ask.down === undefined)
        return zh
          ? `${ask.moduleId}.${ask.paramKey} 现在是 ${ask.now}：要升还是降，改多少？我先不改动。`
          : `${ask.moduleId}.${ask.paramKey} is ${ask.now} now: should it go up or down, and by how much? I have not changed anything.`
      return zh
        ? `${ask.moduleId}.${ask.paramKey} 现在是 ${ask.now}，要${ask.down ? '降' : '升'}多少？`
        : `${ask.moduleId}.${ask.paramKey} is ${ask.now} now: by how much should it go ${ask.down ? 'down' : 'up'}?`
    case 'which-style':
      return zh
        ? `用哪种风格生成调音面板：${or(ask.options, true)}？`
        : `Which style should the tuning panel have: ${or(ask.options, false)}?`
    case 'which-category':
      return zh
        ? `需要哪一类插件：${or(ask.options, true)}？`
        : `Which kind of plugin do you need: ${or(ask.options, false)}?`
    case 'which-suite':
      return zh
        ? `跑哪个测试套件：${or(ask.options, true)}？我先不运行。`
        : `Which test suite should I run: ${or(ask.options, false)}? I have not run anything.`
    case 'report-data':
      return reportDataAsk(ask.metric, ask.image === true, zh)
    case 'unexplained':
      return notUnderstood(ask.words, zh)
    case 'not-understood':
      return zh
        ? `我没有理解“${ask.part}”这一步，所以整句都没有执行。能换个说法吗？`
        : `I did not understand the step "${ask.part}", so I ran none of the request. Could you say it another way?`
    case 'cannot':
      return ask.what === 'writing'
        ? zh
          ? '这个我做不到：我只能生成音频模块的代码和单测，或修改当前工程。'
          : 'I cannot do that: I only write code and unit tests for audio modules, or change this project.'
        : zh
          ? '这句我没有理解，什么都没改。我可以调参数（“把限幅器天花板设为 -2 dB”）、增删和连接模块、回答工程现状（“链路里有几个模块？”）、测量和自动调音、运行测试套件、生成模块代码。'
          : 'I did not understand that and changed nothing. I can set parameters ("set the limiter ceiling to -2 dB"), add, remove and connect modules, answer questions about the project ("how many modules are there?"), measure and auto-tune, run test suites, and generate module code.'
  }
}
