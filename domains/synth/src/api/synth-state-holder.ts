import type { StateHolder } from '@mindwire/server'
import type { SessionRecord, Store } from '@mindwire/store'
import type { CanvasSnapshot } from '../graph/canvas.ts'
import { normalizeSnapshot } from '../graph/normalize.ts'
import { keepHistory } from '../tools/undo-history.ts'

/**
 * The session's canvas for one run: the browser's stored snapshot, normalised (a new session holds `{}`),
 * as one mutable object the tools change in order; written back after the run when it changed. The
 * stored conversation goes with it for undo_last_change, which inverts the latest changing turn's calls.
 */
export async function synthStateHolder(
  store: Store,
  session: SessionRecord,
): Promise<StateHolder<CanvasSnapshot>> {
  const canvas = normalizeSnapshot(session.state)
  keepHistory(canvas, (await store.checkpointer.load(session.id))?.snapshot.messages ?? [])
  const before = JSON.stringify(canvas)
  return {
    source: () => canvas,
    async afterRun() {
      if (JSON.stringify(canvas) !== before)
        await store.sessions.update(session.tenantId, session.id, { state: canvas as never })
    },
  }
}
