import { HIDDEN, type Scan } from './scan.ts'

/** Regex sources of the verbs that switch one device off and on. */
export interface SwitchWords {
  off: string
  on: string
}

// Words that may sit between a verb and its object, or an object and its verb (帮我把天窗给我打开).
const BEFORE_TAIL = `(?:一下|下|个)?(?:把|将)?[${HIDDEN}的]*$`
const AFTER_HEAD = `^[${HIDDEN}]*(?:给我|帮我|也|都|再|先|就|赶紧|马上)*`

interface Compiled {
  before: RegExp
  after: RegExp
  off: RegExp
  on: RegExp
}

// Matchers pass the same word sets on every clause: compile each once.
const COMPILED = new WeakMap<SwitchWords, Compiled>()

function compiled(words: SwitchWords): Compiled {
  let found = COMPILED.get(words)
  if (!found) {
    found = {
      before: new RegExp(`(?:(${words.off})|(${words.on}))${BEFORE_TAIL}`),
      after: new RegExp(`${AFTER_HEAD}(?:(${words.off})|(${words.on}))`),
      off: new RegExp(words.off),
      on: new RegExp(words.on),
    }
    COMPILED.set(words, found)
  }
  return found
}

/**
 * The switch verb said next to a device (打开天窗, 天窗关上), taken; else the first one anywhere in
 * the clause. The verb beside the device wins, so 打开天窗关闭空调 does not close the sunroof.
 */
export function takeSwitchBeside(
  scan: Scan,
  at: { start: number; end: number },
  words: SwitchWords,
): 'on' | 'off' | undefined {
  const beside = takeSwitchAdjacent(scan, at, words)
  if (beside) return beside
  const re = compiled(words)
  if (scan.take(re.off)) return 'off'
  if (scan.take(re.on)) return 'on'
  return undefined
}

/** The switch verb said right next to a device, taken; undefined when none is. */
export function takeSwitchAdjacent(
  scan: Scan,
  at: { start: number; end: number },
  words: SwitchWords,
): 'on' | 'off' | undefined {
  const re = compiled(words)
  const before = re.before.exec(scan.visible.slice(0, at.start))
  if (before) return use(scan, before.index, before.index + before[0].length, before[1] !== undefined)
  const after = re.after.exec(scan.visible.slice(at.end))
  if (after) return use(scan, at.end, at.end + after[0].length, after[1] !== undefined)
  return undefined
}

function use(scan: Scan, start: number, end: number, off: boolean): 'on' | 'off' {
  scan.mark(start, end)
  return off ? 'off' : 'on'
}
