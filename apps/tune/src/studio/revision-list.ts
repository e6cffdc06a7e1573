import { defineComponent, h } from 'vue'
import type { Revision } from '../api/studio-types.ts'
import { useProjectStore } from '../project/project-store.ts'

const ACTORS: Record<Revision['actor'], string> = { person: '我', agent: 'XiMind', undo: '撤销' }

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

/**
 * The project's revisions, newest first, each batch (a person's edit, a whole agent turn) with its undo,
 * and the latest undo with its redo.
 */
export const RevisionList = defineComponent({
  name: 'RevisionList',
  setup() {
    const store = useProjectStore()
    return () => {
      const revisions = store.project.value?.revisions ?? []
      const redo = redoable(revisions)
      return h('section', { class: 'tune-panel tune-revisions' }, [
        h('h3', '修订记录'),
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
                h('span', { class: `tune-actor tune-actor--${revision.actor}` }, ACTORS[revision.actor]),
                h('span', { class: 'tune-revision__summary', title: revision.summary }, revision.summary),
                undoable(revision) &&
                  h(
                    'button',
                    {
                      type: 'button',
                      class: 'tune-undo',
                      disabled: store.busy.value,
                      onClick: () => store.undo(revision.batchId),
                    },
                    '撤销',
                  ),
                redo !== undefined &&
                  revision === revisions[0] &&
                  h(
                    'button',
                    {
                      type: 'button',
                      class: 'tune-redo',
                      disabled: store.busy.value,
                      onClick: () => store.redo(redo),
                    },
                    '重做',
                  ),
              ],
            ),
          ),
        ),
      ])
    }
  },
})
