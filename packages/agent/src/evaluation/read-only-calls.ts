/**
 * A domain's read-only calls, as its eval data states them (`read-only-calls.json` beside each domain's
 * eval): a call whose name matches and whose arguments hold every listed value changes nothing. `readsState`
 * marks the calls that answer a question about the person's own state (the cart, an order, the car).
 */
export interface ReadOnlyCallSpec {
  name: string
  args?: Record<string, unknown>
  readsState?: boolean
}

/** The file's shape: where its knowledge comes from, and the read-only calls. */
export interface ReadOnlyCalls {
  $source: string
  readOnly: ReadOnlyCallSpec[]
}

/** A call as the scorers see it. */
export interface ScoredCall {
  name: string
  args?: Record<string, unknown>
}

/** Tells state-changing calls from read-only ones, and which read-only ones read the person's state. */
export function callKinds(spec: ReadOnlyCalls) {
  const find = (call: ScoredCall) =>
    spec.readOnly.find(
      (entry) =>
        entry.name === call.name &&
        Object.entries(entry.args ?? {}).every(([key, value]) => call.args?.[key] === value),
    )
  return {
    /** Whether the call changes state (anything not listed read-only does). */
    changesState: (call: ScoredCall) => find(call) === undefined,
    /** Whether the call reads the person's own state. */
    readsState: (call: ScoredCall) => find(call)?.readsState === true,
  }
}
