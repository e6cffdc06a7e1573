import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_FUNCTIONS_DIR, DEFAULT_PROMPTS_DIR } from '../catalogue/catalogue.ts'

/** A writable copy of the shipped configuration, for tests that add, break or change function files. */
export interface ConfigFolder {
  functionsDir: string
  promptsDir: string
  /** Writes `config/functions/<name>.json` (any JSON value, or raw text for a file that does not parse). */
  writeFunction(name: string, content: unknown): void
  remove(): void
}

export function copyShippedConfig(): ConfigFolder {
  const root = mkdtempSync(join(tmpdir(), 'cockpit-config-'))
  const functionsDir = join(root, 'functions')
  const promptsDir = join(root, 'prompts')
  cpSync(DEFAULT_FUNCTIONS_DIR, functionsDir, { recursive: true })
  cpSync(DEFAULT_PROMPTS_DIR, promptsDir, { recursive: true })
  return {
    functionsDir,
    promptsDir,
    writeFunction: (name, content) =>
      writeFileSync(
        join(functionsDir, `${name}.json`),
        typeof content === 'string' ? content : JSON.stringify(content, null, 2),
      ),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

/**
 * A function the shipped catalogue lacks, written as an operator would: a fragrance with an on/off
 * action and a scent, the generic state handler, and the words that name it.
 */
export const FRAGRANCE_FUNCTION = {
  name: 'control_fragrance',
  domain: 'vehicle_control',
  description: '控制车载香氛：打开 on，关闭 off；换香型用 scent（海洋 ocean、森林 forest、花香 floral）。',
  handler: { kind: 'set_state', replies: { on: '香氛已打开', off: '香氛已关闭' } },
  parameters: {
    type: 'object',
    properties: {
      action: { type: 'string', enum: ['on', 'off'], description: '打开或关闭香氛' },
      scent: { type: 'string', enum: ['ocean', 'forest', 'floral'], description: '香型，没说时不填' },
    },
    required: ['action'],
  },
  lexicon: {
    objects: ['香氛', '香薰'],
    values: {
      action: { on: ['打开', '开启', '开', '来点', '换成'], off: ['关闭', '关掉', '关上', '关'] },
      scent: { ocean: ['海洋'], forest: ['森林'], floral: ['花香'] },
    },
  },
}
