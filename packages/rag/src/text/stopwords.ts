// Function words and question words: they say how a question is asked, not what it is about, and would
// otherwise make every chunk match a question in full-text search.
const CHINESE = `的 地 得 了 着 过 是 在 和 与 及 或 或者 而 并 并且 吗 呢 吧 啊 呀 么 嘛 哦 什么 怎么 怎样 怎么样 如何
为什么 为何 哪 哪些 哪个 哪里 哪儿 多少 几 能 能不能 能否 可以 可不可以 会 会不会 要 需要 应该 该 一个 一些 一下 这 这个 这些
那 那个 那些 我 我们 你 你们 您 他 她 它 它们 他们 有 有没有 没有 没 不 就 都 也 还 又 再 把 被 让 给 对 对于 从 到 向 往
以 用 于 为 由 时 时候 以后 之后 之前 的话 如果 那么 所以 因为 但 但是 而且 就是 还是 只 是否 是不是 请 请问 一 个 上 下
里 中 后 前 等 之 其 此 各 每 某 些 自己 所 怎 咋 吧 嗯 呢 么 啥 干嘛 一直 到底 究竟 其实 比较 到底是`

const ENGLISH = `a an the and or but if then else of to in on at by for with from into onto over under about as is are
was were be been being am do does did doing done have has had having can could should would will shall may might must
what which who whom whose when where why how this that these those there here it its it's i me my we our you your he him
his she her they them their not no nor so than too very just only also any some each every all both either neither
more most much many such same other another own out up down off again further once s t don doesn isn aren wasn weren
won wouldn shouldn couldn hasn haven hadn let lets get gets got make makes use used using via per vs e g i e etc`

/** Words that never count as terms. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  ...CHINESE.split(/\s+/).filter(Boolean),
  ...ENGLISH.split(/\s+/).filter(Boolean),
])
