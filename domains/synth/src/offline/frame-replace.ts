import type { CanvasEdge } from '../graph/canvas.ts'
import { findPort, portsOf } from '../graph/ports.ts'
import { REPLACE_IN_PLACE_OF_WORDS } from './lexicon.ts'
import type { ModuleRef, PlannedStep } from './plan.ts'
import { type ReferenceContext, referencedModules } from './references.ts'
import type { Token } from './tokens.ts'

const IN_PLACE_OF: ReadonlySet<string> = new Set(REPLACE_IN_PLACE_OF_WORDS)

type ModuleToken = Extract<Token, { kind: 'module' }>

/**
 * "Replace the reverb with a delay", 把混响换成延迟: a new module of the second type takes the first one's
 * connections, port type for port type, and the first is deleted (the person confirms). A new module that
 * can take none of them is a question. Undefined when this is not the frame.
 */
export function planReplacement(
  tokens: readonly Token[],
  context: ReferenceContext,
): PlannedStep[] | undefined {
  const verbAt = tokens.findIndex(
    (token) =>
      (token.kind === 'verb' && token.verb === 'replace') || IN_PLACE_OF.has(token.text.toLowerCase()),
  )
  if (verbAt < 0) return undefined
  const reversed = IN_PLACE_OF.has(tokens[verbAt]!.text.toLowerCase())
  // 把振荡器换成锯齿波, "swap the wave to saw": what follows the verb is a value, so this is a setting, and
  // a module named in a later clause is not the replacement.
  const next = tokens.slice(verbAt + 1).find((token) => token.kind !== 'role' && token.kind !== 'number')
  if (next && next.kind !== 'module') return undefined
  const said = tokens.filter((token): token is ModuleToken => token.kind === 'module')
  if (said.length !== 2) return undefined
  // "Use a bitcrusher instead of the delay": the module before the word is the new one.
  const modules = reversed ? [said[1]!, said[0]!] : said
  if (reversed && tokens.indexOf(said[0]!) > verbAt) return undefined
  const old = referencedModules([modules[0]!], context)[0]
  if (old?.kind !== 'existing') return []
  // "Swap the delay and the reverb", "swap the reverb for the delay": the second is the one already there,
  // so a new one in the first one's place is not what was said; trading places may be. Asked.
  const second = modules[1]!
  if (second.definite && context.canvas.nodes.some((node) => second.types.includes(node.type))) {
    context.problems.push(
      context.chinese
        ? `${modules[0]!.text}和${second.text}都在画布上：是要对调它们在链路中的位置，还是用一个新的${second.text}替换${modules[0]!.text}？`
        : `The ${modules[0]!.text} and the ${second.text} are both on the canvas: should they swap places in the chain, or should a new ${second.text} replace the ${modules[0]!.text}?`,
    )
    return []
  }
  const type = modules[1]!.types[0]!
  const index = context.adds.push({ type }) - 1
  const added: ModuleRef = { kind: 'new', index, type }
  const edges = context.canvas.edges.filter((edge) => edge.source === old.id || edge.target === old.id)
  // Both speaker channels fed by the old module become one input of a reverb: each link once.
  const links = unique(edges.flatMap((edge) => takenOver(edge, old, added, context)))
  if (edges.length > 0 && links.length === 0) {
    context.problems.push(
      context.chinese
        ? `${modules[1]!.text}没有能接替${modules[0]!.text}连接的端口。`
        : `A ${modules[1]!.text} has no ports to take over the ${modules[0]!.text}'s connections.`,
    )
    return []
  }
  return [{ kind: 'add', index, type }, { kind: 'delete', target: old }, ...links]
}

/** The connection the new module makes in place of one of the old module's, on a port of the same type. */
function takenOver(
  edge: CanvasEdge,
  old: ModuleRef & { kind: 'existing' },
  added: ModuleRef,
  context: ReferenceContext,
): PlannedStep[] {
  const outgoing = edge.source === old.id
  const side = outgoing ? 'output' : 'input'
  const portType = findPort(old.type, side, outgoing ? edge.sourceHandle : edge.targetHandle)?.type
  const port = portsOf(added.type, side).find((candidate) => candidate.type === portType)
  const node = context.canvas.nodes.find(
    (candidate) => candidate.id === (outgoing ? edge.target : edge.source),
  )
  if (!port || !node) return []
  const other: ModuleRef = { kind: 'existing', id: node.id, type: node.type }
  return [
    outgoing
      ? {
          kind: 'connect',
          from: added,
          to: other,
          handles: { sourceHandle: port.name, targetHandle: edge.targetHandle },
        }
      : {
          kind: 'connect',
          from: other,
          to: added,
          handles: { sourceHandle: edge.sourceHandle, targetHandle: port.name },
        },
  ]
}

function unique(steps: PlannedStep[]): PlannedStep[] {
  const seen = new Set<string>()
  return steps.filter((step) => {
    const key = JSON.stringify(step)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
