import type { UiLanguage } from '@mindwire/client'
import { defaultParams } from '@mindwire/synth/catalogue'
import { type CanvasSnapshot, edgeId } from '@mindwire/synth/graph'
import PATCH from './first-patch.json' with { type: 'json' }

/**
 * What a first visit finds on the canvas: the knowledge base's warm bass (the data file names its source),
 * whole and wired, so ▶ plays it at once. Its modules are named in the page's language.
 */
export function firstPatch(language: UiLanguage): CanvasSnapshot {
  const names: Record<string, string> = PATCH.names[language]
  return {
    nodes: PATCH.canvas.nodes.map((node) => ({
      ...node,
      name: names[node.id] ?? node.id,
      params: { ...defaultParams(node.type), ...(node.params as Record<string, number | boolean | string>) },
    })),
    edges: PATCH.canvas.edges.map(({ from, to }) => {
      const [source = '', sourceHandle = ''] = from.split('.')
      const [target = '', targetHandle = ''] = to.split('.')
      return {
        id: edgeId(source, sourceHandle, target, targetHandle),
        source,
        sourceHandle,
        target,
        targetHandle,
      }
    }),
  }
}
