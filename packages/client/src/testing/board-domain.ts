import { type Domain, defineTool, ToolError } from '@mindwire/agent'
import { z } from 'zod'

/** The state the client tests send as context: a board of items. */
export interface BoardState {
  items: string[]
}

/**
 * A small domain for the client tests: a server tool that changes the client's state, a destructive
 * one that needs confirmation, and two client tools the browser runs.
 */
export const boardDomain: Domain<BoardState> = {
  name: 'board',
  description: 'a pin board copilot used by the client tests',
  taskType: 'chat',
  initialState: () => ({ items: [] }),
  system: (state) => `You manage a board. Items: ${JSON.stringify(state?.items ?? [])}`,
  tools: [
    defineTool<z.ZodObject<{ text: z.ZodString }>, BoardState>({
      name: 'pin_item',
      description: 'pin an item to the board',
      parameters: z.object({ text: z.string().min(1) }),
      execute: ({ text }, { state }) => {
        state.items.push(text)
        return { items: state.items }
      },
    }),
    defineTool<z.ZodObject<{ index: z.ZodNumber }>, BoardState>({
      name: 'unpin_item',
      description: 'remove an item from the board',
      parameters: z.object({ index: z.number().int().min(0) }),
      destructive: true,
      execute: ({ index }, { state }) => {
        if (index >= state.items.length) throw new ToolError(`no item ${index}`)
        const [removed] = state.items.splice(index, 1)
        return { removed, items: state.items }
      },
    }),
    defineTool({
      name: 'read_selection',
      description: 'read what the person selected on screen (runs in the browser)',
      parameters: z.object({ format: z.enum(['text', 'json']) }),
      kind: 'client',
    }),
    defineTool({
      name: 'open-app',
      description: 'open another app through a deep link (runs in the browser)',
      parameters: z.object({ app: z.string(), intent: z.string() }),
      kind: 'client',
    }),
  ],
}
