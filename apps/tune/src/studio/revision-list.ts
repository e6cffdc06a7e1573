import { defineComponent, h, onBeforeUnmount, onMounted } from 'vue'
import type { Revision } from '../api/studio-types.ts'
import { useProjectStore } from '../project/project-store.ts'
import { type TuneWords, words } from '../tune-words.ts'
import type { ChainNames } from './chain-names.ts'
import { revisionSummaryIn } from './revision-summary.ts'

/** A revision's summary in the page's language (the server writes it in one English grammar). */
function summaryOf(summary: string, say: TuneWords['studio'], names: ChainNames) {
  const shown = revisionSummaryIn(summary, say.summaries, say.modes, names)
  return h('span', { class: 'tune-revision__summary', title: shown }, shown)
}

/** A batch can be undone once, and an undo is not undone by undoing it again (make a new edit instead). */
function undoable(revision: Revision): boolean {
  return revision.actor !== 'undo' && revision.undoneBy === null && revision.revision > 1
}

/**
 * The batch the newest revision undid, while that undo is the latest change: it can be redone from the
 * undo's row (the server refuses a redo once anything came after the undo).
 */
function redoable(revisions: readonly Revision[]): string | undefined {
  const latest = revisions[0]
  if (latest?.actor !== 'undo') return undefined
  return revisions.find((revision) => revision.undoneBy === latest.batchId)?.batchId
}

/** The newest batch an undo would take back: what Ctrl/⌘+Z undoes. */
function latestUndoable(revisions: readonly Revision[]): string | undefined {
  return revisions.find(undoable)?.batchId
}

/** Whether a key press belongs to a field being typed in (its own undo), not to the project's history. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}

/**
 * The project's revisions, newest first, each batch (a person's edit, a whole agent turn) with its undo,
 * and the latest undo with its redo.
 */
export const RevisionList = defineComponent({
  name: 'RevisionList',
  setup() {
    const store = useProjectStore()
    // Ctrl/⌘+Z undoes the newest batch, Ctrl/⌘+Shift+Z or Ctrl+Y redoes the latest undo, as the buttons do.
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingIn(event.target) || store.busy.value)
        return
      const key = event.key.toLowerCase()
      const revisions = store.project.value?.revisions ?? []
      const batch =
        key === 'z' && !event.shiftKey
          ? { undo: latestUndoable(revisions) }
          : (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)
            ? { redo: redoable(revisions) }
            : undefined
      if (!batch) return
      event.preventDefault()
      if (batch.undo) void store.undo(batch.undo)
      if (batch.redo) void store.redo(batch.redo)
    }
    onMounted(() => window.addEventListener('keydown', onKey))
    onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
    return () => {
      const revisions = store.project.value?.revisions ?? []
      const redo = redoable(revisions)
      const say = words().studio
      return h('section', { class: 'tune-panel tune-revisions' }, [
        h('h3', say.revisions),
        h(
          'ol',
          revisions.map((revision) =>
            h(
              'li',
              {
                key: revision.revision,
                'data-actor': revision.actor,
                class: revision.undoneBy && 'tune-undone',
              },
              [
                h('span', { class: 'tune-revision__no' }, `r${revision.revision}`),
                h('span', { class: `tune-actor tune-actor--${revision.actor}` }, say.actors[revision.actor]),
                summaryOf(revision.summary, say, store.names.value),
                undoable(revision) &&
                  h(
                    'button',
                    {
                      type: 'button',
                      class: 'tune-undo',
                      disabled: store.busy.value,
                      title: `${say.undo} (Ctrl/⌘+Z)`,
                      onClick: () => store.undo(revision.batchId),
                    },
                    say.undo,
                  ),
                redo !== undefined &&
                  revision === revisions[0] &&
                  h(
                    'button',
                    {
                      type: 'button',
                      class: 'tune-redo',
                      disabled: store.busy.value,
                      title: `${say.redo} (Ctrl/⌘+Shift+Z)`,
                      onClick: () => store.redo(redo),
                    },
                    say.redo,
                  ),
              ],
            ),
          ),
        ),
      ])
    }
  },
})
