import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { CanvasSnapshot } from '../graph/canvas.ts'

const bilingual = z.object({ zh: z.string().min(1), en: z.string().min(1) })
const file = new URL('./confirmation-words.json', import.meta.url)
const WORDS = z
  .object({
    source: z.string(),
    deleteModule: bilingual,
    undoRemoval: bilingual,
    redoRemoval: bilingual,
    quoted: bilingual,
    join: bilingual,
  })
  .parse(JSON.parse(readFileSync(file, 'utf8')))

const HAN = /[\u4e00-\u9fff]/

/**
 * The language the canvas speaks. The rules see the call and the canvas, not the conversation; the modules'
 * names are the trace of the session's language they do see (an English request names what it adds in
 * English, a Chinese one keeps the catalogue's Chinese names), so any Chinese name means Chinese.
 */
export function canvasLanguage(canvas: CanvasSnapshot): 'zh' | 'en' {
  if (canvas.nodes.length === 0) return 'zh'
  return canvas.nodes.some((node) => HAN.test(node.name)) ? 'zh' : 'en'
}

/** The question asked before modules go, naming them as the canvas shows them (their id only if unnamed). */
export function removalQuestion(
  kind: 'deleteModule' | 'undoRemoval' | 'redoRemoval',
  canvas: CanvasSnapshot,
  moduleIds: readonly string[],
): string {
  const language = canvasLanguage(canvas)
  const names = moduleIds.map((id) => {
    const name = canvas.nodes.find((node) => node.id === id)?.name || id
    return WORDS.quoted[language].replace('{name}', name)
  })
  return WORDS[kind][language].replace('{names}', names.join(WORDS.join[language]))
}
