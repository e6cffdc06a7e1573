/** A call that waits: for the person to confirm it, or for the client to run it and send the result. */
export interface PendingCall {
  callId: string
  name: string
  args: unknown
  /** The model step that asked for it. */
  step: number
  reason: 'confirm' | 'client'
  /** The rules that asked for confirmation. */
  ruleIds: string[]
  message: string
  /** Confirm rules the person has already accepted for this call. */
  confirmedRuleIds: string[]
  createdAt: number
  /** When a confirmation stops being answerable (ms since the epoch); a late acceptance does not run it. */
  expiresAt?: number
  /** `approvalHash` of the call as asked (absent on calls parked before hashes existed: computed then). */
  argsHash?: string
}
