import type { LanguageModelV4 } from '@ai-sdk/provider'
import { generateObject, type Message } from '@mindwire/agent'
import { z } from 'zod'
import type { CanvasSnapshot } from '../graph/canvas.ts'

/** The longest title a checkpoint gets when it is named for the person (seed 001 §4.2.5). */
export const MAX_TITLE_CHARS = 12

const titleSchema = z.object({ title: z.string().min(1).max(MAX_TITLE_CHARS) })

/** Cuts a title to at most 12 characters (code points, so a Chinese title is not cut mid-character). */
export function clampTitle(title: string): string {
  const characters = [...title.replace(/\s+/g, ' ').trim()]
  return characters.slice(0, MAX_TITLE_CHARS).join('').trim()
}

/**
 * A title without a model: the module names of the canvas (振荡器+均衡器+扬声器), else the first words of the
 * person's last message, else 空白画布 / 未命名.
 */
export function derivedTitle(canvas: CanvasSnapshot, messages: readonly Message[]): string {
  if (canvas.nodes.length > 0) {
    const names = [...new Set(canvas.nodes.map((node) => node.name.replace(/\s+\d+$/, '')))]
    // Whole names only: a name that does not fit is left out rather than cut.
    let title = clampTitle(names[0]!)
    for (const name of names.slice(1)) {
      const longer = `${title}+${name}`
      if ([...longer].length > MAX_TITLE_CHARS) break
      title = longer
    }
    return title
  }
  const lastUser = [...messages].reverse().find((message) => message.role === 'user')
  const text = lastUser ? userText(lastUser) : ''
  return clampTitle(text) || (messages.length > 0 ? '未命名' : '空白画布')
}

/**
 * A title of at most 12 characters: written by the model (structured output) when one is given and
 * answers, otherwise derived from the canvas. A model failure never fails the save.
 */
export async function checkpointTitle(input: {
  canvas: CanvasSnapshot
  messages: readonly Message[]
  model?: LanguageModelV4
  signal?: AbortSignal
}): Promise<string> {
  const fallback = derivedTitle(input.canvas, input.messages)
  if (!input.model) return fallback
  try {
    const { object } = await generateObject({
      model: input.model,
      schema: titleSchema,
      name: 'checkpoint_title',
      system: `You name saved synthesizer patches. Give a short title of at most ${MAX_TITLE_CHARS} characters, in the language of the conversation (Chinese by default), describing the sound or patch. No quotes.`,
      prompt: describeForTitle(input.canvas, input.messages),
      signal: input.signal,
    })
    return clampTitle(object.title) || fallback
  } catch {
    return fallback
  }
}

function describeForTitle(canvas: CanvasSnapshot, messages: readonly Message[]): string {
  const modules = canvas.nodes.map((node) => `${node.name} (${node.type})`).join(', ') || 'none'
  const said = messages
    .filter((message) => message.role === 'user')
    .slice(-6)
    .map((message) => `- ${userText(message).slice(0, 200)}`)
    .join('\n')
  return `Modules on the canvas: ${modules}\nWhat the person asked for:\n${said || '- (nothing yet)'}`
}

function userText(message: Message): string {
  if (message.role !== 'user') return ''
  if (typeof message.content === 'string') return message.content
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ')
}
