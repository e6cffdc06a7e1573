import type { ReportPoint } from './assess-report.ts'

/** A report's points with the unit of their values: THD in %, a response's deviation in dB. */
export interface ReportData {
  unit: '%' | 'db'
  points: ReportPoint[]
}

// A column is the frequency when its name says so; the other column's name says the unit.
const FREQUENCY = /freq|hz|频率/i
const unitOf = (name: string): ReportData['unit'] | undefined =>
  /thd|%|percent|失真/i.test(name) ? '%' : /db|dev|偏差|响应|response/i.test(name) ? 'db' : undefined

/**
 * A report pasted as a table, the way XiProbe asks for one when it cannot read a picture: CSV (a header
 * naming the columns, then "frequency,value" rows) or JSON (an array of objects with a frequency key and a
 * value key). The unit comes from the value column's name; without one, undefined (asked, never guessed).
 */
export function reportTableIn(raw: string): ReportData | undefined {
  return jsonTable(raw) ?? csvTable(raw)
}

function jsonTable(raw: string): ReportData | undefined {
  const start = raw.indexOf('[')
  const end = raw.lastIndexOf(']')
  if (start < 0 || end <= start) return undefined
  let rows: unknown
  try {
    rows = JSON.parse(raw.slice(start, end + 1))
  } catch {
    return undefined
  }
  if (!Array.isArray(rows) || rows.length === 0) return undefined
  const keys = Object.keys((rows[0] ?? {}) as object)
  const frequencyKey = keys.find((key) => FREQUENCY.test(key))
  const valueKey = keys.find((key) => key !== frequencyKey && unitOf(key))
  if (!frequencyKey || !valueKey) return undefined
  const points = rows.map((row) => ({
    frequencyHz: Number((row as Record<string, unknown>)[frequencyKey]),
    value: Number((row as Record<string, unknown>)[valueKey]),
  }))
  return points.every((point) => Number.isFinite(point.frequencyHz) && Number.isFinite(point.value))
    ? { unit: unitOf(valueKey)!, points }
    : undefined
}

function csvTable(raw: string): ReportData | undefined {
  const lines = raw.split(/\r?\n/).map((line) => line.trim())
  const header = lines.findIndex((line) => line.split(/[,;\t]/).length === 2 && FREQUENCY.test(line))
  if (header < 0) return undefined
  const [first, second] = lines[header]!.split(/[,;\t]/).map((cell) => cell.trim())
  const frequencyFirst = FREQUENCY.test(first!)
  const unit = unitOf(frequencyFirst ? second! : first!)
  if (!unit) return undefined
  const points: ReportPoint[] = []
  for (const line of lines.slice(header + 1)) {
    const cells = line.split(/[,;\t]/).map((cell) => Number(cell.trim()))
    if (cells.length !== 2 || cells.some((cell) => !Number.isFinite(cell))) break
    const [frequencyHz, value] = frequencyFirst ? cells : [cells[1]!, cells[0]!]
    points.push({ frequencyHz: frequencyHz!, value: value! })
  }
  return points.length > 0 ? { unit, points } : undefined
}
