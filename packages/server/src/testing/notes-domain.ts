import { type Domain, defineTool, ToolError } from '@mindwire/agent'
import { z } from 'zod'

/** A small domain for server tests: notes in the session state, one destructive tool, one client tool. */
export interface NotesState {
  notes: string[]
}

export const notesDomain: Domain<NotesState> = {
  name: 'notes',
  description: 'a note-taking copilot used by the server tests',
  taskType: 'chat',
  initialState: () => ({ notes: [] }),
  system: (state) => `You keep notes. Current notes: ${JSON.stringify(state?.notes ?? [])}`,
  tools: [
    defineTool<z.ZodObject<{ text: z.ZodString }>, NotesState>({
      name: 'add_note',
      description: 'add a note',
      parameters: z.object({ text: z.string().min(1).max(200) }),
      execute: ({ text }, { state }) => {
        state.notes.push(text)
        return { notes: state.notes }
      },
    }),
    defineTool<z.ZodObject<{ index: z.ZodNumber }>, NotesState>({
      name: 'delete_note',
      description: 'delete a note by index',
      parameters: z.object({ index: z.number().int().min(0) }),
      destructive: true,
      execute: ({ index }, { state }) => {
        if (index >= state.notes.length) throw new ToolError(`no note ${index}`)
        state.notes.splice(index, 1)
        return { notes: state.notes }
      },
    }),
    defineTool({
      name: 'open-app',
      description: 'open another app (runs in the browser)',
      parameters: z.object({ app: z.string(), intent: z.string() }),
      kind: 'client',
    }),
  ],
  guardrails: [
    {
      id: 'no-secrets',
      description: 'never store secrets',
      when: (call) => call.name === 'add_note' && /password|密码/i.test(call.args.text),
      action: 'block',
      message: 'Notes must not contain passwords.',
    },
  ],
}
