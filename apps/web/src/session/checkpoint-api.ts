import type { Client, CopilotChat } from '@mindwire/client'
import type { CanvasSnapshot } from '@mindwire/synth/graph'

/** A saved checkpoint as the list shows it (seed 001 §4.2.5: a title of ≤ 12 characters). */
export interface CheckpointSummary {
  id: string
  title: string
  modules: number
  connections: number
  updatedAt: string
}

export interface Restored {
  sessionId: string
  title: string
  canvas: CanvasSnapshot
}

/**
 * The person's saved work over `/api/synth/checkpoints`. Whose it is comes from the chat's session (made
 * with the person's user id), so the first call opens the session if nothing has been said yet.
 */
export function checkpointApi(client: Client, chat: CopilotChat) {
  const scoped = async (path: string) => `${path}?sessionId=${encodeURIComponent((await chat.session()).id)}`
  return {
    async list(): Promise<CheckpointSummary[]> {
      const { checkpoints } = await client.request<{ checkpoints: CheckpointSummary[] }>(
        'GET',
        await scoped('/api/synth/checkpoints'),
      )
      return checkpoints
    },
    async save(canvas: CanvasSnapshot): Promise<CheckpointSummary> {
      const session = await chat.session()
      const { checkpoint } = await client.request<{ checkpoint: CheckpointSummary }>(
        'POST',
        '/api/synth/checkpoints',
        {
          body: { sessionId: session.id, canvas },
        },
      )
      return checkpoint
    },
    async rename(id: string, title: string): Promise<void> {
      await client.request('PATCH', await scoped(`/api/synth/checkpoints/${id}`), { body: { title } })
    },
    async remove(id: string): Promise<void> {
      await client.request('DELETE', await scoped(`/api/synth/checkpoints/${id}`))
    },
    async restore(id: string): Promise<Restored> {
      return client.request<Restored>('POST', await scoped(`/api/synth/checkpoints/${id}/restore`))
    },
  }
}

export type CheckpointApi = ReturnType<typeof checkpointApi>
