import englishNames from '../catalogue/english-names.json' with { type: 'json' }
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { uniqueModuleName } from '../graph/create-node.ts'
import type { PlannedCall } from './step-calls.ts'

const ENGLISH: Readonly<Record<string, string>> = englishNames.names

/**
 * Names for the modules an English request adds, in English and numbered like the catalogue's own names
 * (Oscillator, Oscillator 2), so that an English session does not fill the canvas with Chinese names. A
 * Chinese request keeps the tool's default names (the catalogue's).
 */
export function namedInSessionLanguage(
  calls: readonly PlannedCall[],
  canvas: CanvasSnapshot,
  chinese: boolean,
): PlannedCall[] {
  if (chinese) return [...calls]
  const names = canvas.nodes.map((node) => node.name)
  return calls.map((call) => {
    const base = call.name === 'add_module' ? ENGLISH[String(call.args.type)] : undefined
    if (!base || call.args.name !== undefined) return call
    const name = uniqueModuleName({ nodes: names.map(asNamed), edges: [] }, base)
    names.push(name)
    return { ...call, args: { ...call.args, name } }
  })
}

function asNamed(name: string): CanvasSnapshot['nodes'][number] {
  return { id: '', type: '', name, position: { x: 0, y: 0 }, params: {}, enabled: true }
}
