import type { Chain } from './chain.ts'

/** Why an edit of a chain was refused; the chain is unchanged. Tools and routes answer with the code. */
export type ChainEditErrorCode =
  | 'unknown_module_type'
  | 'unknown_module'
  | 'duplicate_module_id'
  | 'invalid_module_id'
  | 'unknown_param'
  | 'invalid_param_value'
  | 'param_not_bindable'
  | 'unknown_signal'
  | 'unknown_port'
  | 'duplicate_connection'
  | 'unknown_connection'
  | 'cycle'
  | 'chain_too_large'

export interface ChainEditFailure {
  ok: false
  code: ChainEditErrorCode
  message: string
}

export interface ChainEditSuccess<Detail> {
  ok: true
  chain: Chain
  /** One line saying what changed, for the revision log. */
  summary: string
  detail: Detail
}

/** An edit's outcome: the new chain (the input is never changed) or why nothing changed. */
export type ChainEditResult<Detail = Record<string, unknown>> = ChainEditSuccess<Detail> | ChainEditFailure

/** A refused edit. */
export function refuse(code: ChainEditErrorCode, message: string): ChainEditFailure {
  return { ok: false, code, message }
}

/** Most modules a chain may hold (a DSP project of this suite, seed 000: a full car has ~100 blocks). */
export const MAX_CHAIN_MODULES = 128
