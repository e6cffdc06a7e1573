/**
 * The offline engine: a deterministic reader of Chinese (and common English) cockpit commands into
 * the calls of the function catalogue, following tests/data/cockpit/CONVENTIONS.md. No network,
 * no model; tables and regexes are compiled once at module load.
 *
 * Pipeline (parse-utterance.ts): 《titles》 protected (quotes.ts) → normalised (normalize.ts:
 * traditional characters, recogniser slips in slips.ts, regional and spoken forms in dialect.ts) →
 * split into clauses (clauses.ts) → each clause read by every matcher (matchers/, one per
 * function, plus the colloquial table, small talk and vague requests), the reading that explains
 * most of it winning (interpret-clause.ts) → a clause too weak alone continues an earlier call
 * (context) → commands run together are found in the words left over (read-clauses.ts) →
 * calls combined (combine-calls.ts) → confidence (confidence.ts, which defines its meaning).
 *
 * Prompt injection is never acted on: instructions about rules or modes are read as noise
 * (injection.ts); whatever literal request remains is parsed, and the safety rules judge it.
 */
export { parseUtterance } from './parse-utterance.ts'
export type { CockpitDomain, ParseContext, ParsedCall, ParseResult, VehicleStateLike } from './types.ts'
