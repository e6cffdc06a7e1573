import { hash } from 'node:crypto'
import { readFileSync, unwatchFile, watchFile } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Guardrail } from '@mindwire/agent'
import type { CockpitState } from '../cockpit-state.ts'
import { compileRule } from './compile-rule.ts'
import { ruleFileSchema } from './rule-config.ts'

const HAN = /\p{Script=Han}/u

/** The rules that ship with the domain. */
export const DEFAULT_RULES_FILE = fileURLToPath(new URL('../../config/safety-rules.json', import.meta.url))

/**
 * The safety rules, loaded from their JSON file and reloadable without a restart. `rules` is one live
 * array that engines hold: a reload replaces its contents in place, so the next call is judged by the
 * new rules. A file that does not parse or validate is refused and the previous rules stay.
 */
export class RuleBook {
  readonly rules: Guardrail<CockpitState>[] = []
  readonly file: string
  /**
   * Which rules are in force: the first 12 hex digits of the SHA-256 of the file they were loaded from.
   * The car and the server load the same file; each command result names the version the car judged it by.
   */
  version = ''
  #watching = false
  /** Each rule's Chinese message with its English text, longest first (a message may hold a shorter one). */
  #english: [string, string][] = []

  constructor(file = DEFAULT_RULES_FILE) {
    this.file = file
    const loaded = this.reload()
    if (!loaded.ok) throw new Error(`cannot load safety rules from ${file}: ${loaded.error}`)
  }

  /** Reads the file again; on any problem the current rules stay in force. */
  reload(): { ok: true; count: number } | { ok: false; error: string } {
    let parsed: unknown
    let text: string
    try {
      text = readFileSync(this.file, 'utf8')
      parsed = JSON.parse(text)
    } catch (error) {
      return { ok: false, error: (error as Error).message }
    }
    const checked = ruleFileSchema.safeParse(parsed)
    if (!checked.success) {
      return {
        ok: false,
        error: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      }
    }
    this.rules.splice(0, this.rules.length, ...checked.data.rules.map(compileRule))
    this.#english = checked.data.rules
      .map((rule): [string, string] => [rule.message, rule.messageEn])
      .sort(([a], [b]) => b.length - a.length)
    this.version = hash('sha256', text, 'hex').slice(0, 12)
    return { ok: true, count: this.rules.length }
  }

  /**
   * A text the driver hears or reads with every rule message in it said in the session's language: the
   * guardrails judge in Chinese (one message per rule, as the car and the history record it), and an
   * English session gets each rule's `messageEn` in its place. A text left with no Chinese in it gets the
   * English stops too (the reply joins its parts with 。 and ；).
   */
  say(text: string, language: 'zh' | 'en'): string {
    if (language === 'zh' || !text) return text
    let said = text
    for (const [zh, en] of this.#english) said = said.split(zh).join(en)
    if (HAN.test(said)) return said
    return said
      .replace(/[。！]\s*/g, '. ')
      .replace(/；\s*/g, '; ')
      .replace(/？\s*/g, '? ')
      .replace(/，\s*/g, ', ')
      .trim()
  }

  /** Reloads whenever the file changes (polling, which works on every file system). */
  watch(onReload?: (result: ReturnType<RuleBook['reload']>) => void, intervalMs = 1000): void {
    if (this.#watching) return
    this.#watching = true
    watchFile(this.file, { interval: intervalMs, persistent: false }, () => onReload?.(this.reload()))
  }

  unwatch(): void {
    unwatchFile(this.file)
    this.#watching = false
  }
}
