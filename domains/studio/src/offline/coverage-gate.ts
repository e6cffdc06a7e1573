import { read, unexplained } from '@mindwire/understanding'
import type { ProjectDocument } from '../chain/chain.ts'
import type { StudioIntent } from './detect-intent.ts'
import { moduleRefs } from './module-refs.ts'
import { STUDIO_LEXICON } from './studio-lexicon.ts'

// Intents that change the project; reads (measure, diagnose, search, answers) and code requests, whose
// free words are the request itself, pass as they are.
const CHANGES: ReadonlySet<StudioIntent['kind']> = new Set([
  'remove-module',
  'replace-module',
  'connect',
  'move-module',
  'bind-signal',
  'auto-tune',
  'set-param',
  'add-module',
  'bass',
  'treble',
  'complaint',
  'engine-sound-chain',
])

/**
 * The coverage gate: a request that changes the project is carried out only when the reading accounts for
 * every content word (the project's modules, as named or as the reader found them, count as known);
 * otherwise nothing changes and
 * the engine says which words it did not understand.
 */
export function gateIntent(intent: StudioIntent, raw: string, project: ProjectDocument): StudioIntent {
  if (!changes(intent)) return intent
  const left = unexplainedWords(raw, project)
  return left.length === 0 ? intent : { kind: 'ask', ask: { kind: 'unexplained', words: left } }
}

/** The words of a request no vocabulary accounts for (the project's modules count as known). */
export function unexplainedWords(raw: string, project: ProjectDocument): string[] {
  // The chain's modules as named, and as the reader found them (typos forgiven: "limitter").
  const known = [
    ...project.chain.modules.flatMap((module) => [module.id, module.name ?? '']),
    ...moduleRefs(raw, project).map((ref) => raw.slice(ref.at, ref.end).toLowerCase()),
  ]
  return unexplained(read(raw, STUDIO_LEXICON), known)
}

function changes(intent: StudioIntent): boolean {
  if (intent.kind === 'steps') return intent.steps.some((step) => changes(step.intent))
  return CHANGES.has(intent.kind)
}
