import type { SessionRecord, Store } from '@mindwire/store'
import { controlsForRun } from '../runs/session-controls.ts'

/** A session as the API shows it in lists. */
export function sessionSummaryOf(session: SessionRecord) {
  return {
    id: session.id,
    app: session.app,
    title: session.title,
    userId: session.userId,
    createdAt: session.createdAt.toISOString(),
    lastActiveAt: session.lastActiveAt.toISOString(),
    expiresAt: session.expiresAt?.toISOString() ?? null,
  }
}

/** A session with its history, waiting calls and usage, read from the latest checkpoint. */
export async function sessionDetailOf(store: Store, session: SessionRecord) {
  const checkpoint = await store.checkpointer.load(session.id)
  const snapshot = checkpoint?.snapshot
  return {
    ...sessionSummaryOf(session),
    state: session.state,
    controls: controlsForRun(undefined, session.controls) ?? null,
    messages: snapshot?.messages ?? [],
    pending: snapshot?.pending ?? [],
    summary: snapshot?.summary ?? null,
    usage: snapshot?.usage ?? { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
  }
}
