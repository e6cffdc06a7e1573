import { sql } from 'drizzle-orm'
import { commands } from '../schema/core/commands.ts'
import { storableJson } from '../storable-json.ts'
import type { CommandRecord } from '../store.ts'
import type { CommandWrite } from '../turn-types.ts'
import { isUuid } from '../uuid.ts'
import { type CommandRow, commandRecordOf } from './raw-rows.ts'
import { type ShapedStatement, statementShape } from './statement-shape.ts'

/** A compare-and-set move of a command row, as a turn writes it (see CommandWrite). */
export type CommandMove = Extract<CommandWrite, { transition: unknown }>['transition']

/**
 * Whether a batch's moves can go into a script: each row once (one statement updates a row once), with an
 * id the repository would look up and statuses to move from. The repository's `transition` answers any
 * other move without a statement; the long way keeps that.
 */
export function scriptableMoves(moves: readonly CommandMove[]): boolean {
  const ids = new Set<string>()
  for (const move of moves) {
    if (!isUuid(move.id) || move.from.length === 0 || ids.has(move.id)) return false
    ids.add(move.id)
  }
  return true
}

/**
 * Every move of a batch in one statement, as the command repository's `transition` makes each: the new
 * status and the time, the result when one is given (null included), the decision when one is given.
 * It fails (division by zero) unless every row moved: a row that was not in a `from` status (answered or
 * expired meanwhile) leaves the batch to the long way, where that one move answers `undefined`.
 */
export function moveStatement(moves: readonly CommandMove[]): ShapedStatement {
  const input = storableJson(
    moves.map((move) => ({
      tenant_id: move.tenantId,
      id: move.id,
      from: move.from,
      to: move.to,
      sets_result: move.result !== undefined,
      result: move.result ?? null,
      decision: move.decision || null,
    })),
  )
  return MOVES(input, moves.length)
}

const MOVES = statementShape(
  (input, count) => sql`
    with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as i(tenant_id text, id uuid, "from" jsonb,
        "to" text, sets_result boolean, result jsonb, decision text)
    ), moved as (
      update ${commands} c set
        status = i."to",
        updated_at = now(),
        result = case when i.sets_result then nullif(i.result, 'null'::jsonb) else c.result end,
        decision = coalesce(i.decision, c.decision)
      from input i
      where c.tenant_id = i.tenant_id and c.id = i.id
        and c.status in (select jsonb_array_elements_text(i."from"))
      returning c.id, c.tenant_id, c.session_id, c.target, c.call_id, c.name, c.params, c.decision,
        c.status, c.result, c.idempotency_key, c.created_at, c.updated_at, c.expires_at
    )
    -- The guard's side of a right join is always read, so a short count fails even when nothing moved;
    -- the join condition uses it, or the planner drops the unused column and never divides.
    select m.* from moved m right join (
      select 1 / (case when count(*) = ${count} then 1 else 0 end) as guard from moved
    ) g on g.guard = 1`,
)

/** The moved rows the move statement returned, by their id. */
export function movedRecords(result: unknown): Map<string, CommandRecord> {
  const rows = (result as { rows: CommandRow[] }).rows
  return new Map(rows.map((row) => [row.id, commandRecordOf(row)]))
}
