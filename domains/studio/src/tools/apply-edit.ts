import type { ChainEditResult } from '../chain/chain-edit-result.ts'
import type { StudioState } from '../project/studio-state.ts'
import { editFailure } from './tool-failure.ts'

/** Makes a successful edit the project's chain and notes it for the revision; a refused one is a tool error. */
export function applyEdit<Detail>(state: StudioState, result: ChainEditResult<Detail>): Detail {
  if (!result.ok) throw editFailure(result)
  state.document.chain = result.chain
  state.changes.push(result.summary)
  return result.detail
}
