import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { moduleDefinition } from '../catalogue/index.ts'
import type { ProjectDocument } from '../chain/chain.ts'
import type { Ask } from './asks.ts'
import { moduleOfRole } from './module-words.ts'
import type { ParamChange } from './param-bindings.ts'
import { wordList } from './vocabulary.ts'

const words = z.array(z.string().min(1))
const schema = z.object({
  source: z.string(),
  frames: words,
  complaints: z.array(
    z.object({
      id: z.string(),
      topic: words.optional(),
      symptoms: z.object({ down: words.optional(), up: words.optional() }),
      step: z.object({
        role: z.object({ type: z.string(), subtype: z.string().optional() }),
        param: z.string(),
        by: z.number().positive().optional(),
        times: z.number().positive().optional(),
      }),
    }),
  ),
  excess: words,
  lack: words,
  otherTopics: words,
})

const file = new URL('./vocabulary/complaints.json', import.meta.url)
const data = schema.parse(JSON.parse(readFileSync(file, 'utf8')))

type Direction = 'down' | 'up'
const COMPLAINTS = data.complaints.map((complaint) => ({
  ...complaint,
  topicList: complaint.topic ? wordList(complaint.topic) : undefined,
  down: wordList(complaint.symptoms.down ?? []),
  up: wordList(complaint.symptoms.up ?? []),
}))
const EXCESS = wordList(data.excess)
const LACK = wordList(data.lack)
const OTHER_TOPICS = wordList(data.otherTopics)

type Complaint = (typeof COMPLAINTS)[number]

/**
 * A problem described rather than a change asked for ("the limiter is pumping", "一开大就破音"): the step
 * that corrects it, from vocabulary/complaints.json. A symptom word says both what is wrong and which way to
 * move (boomy → the low shelf down); a topic word with a generic "too much / not enough" says the same.
 * Undefined when the request describes no known problem; a question when it describes several, or when the
 * project lacks the module the step needs, or the parameter is already at its limit.
 */
export function complaintStep(
  text: string,
  project: ProjectDocument,
): { changes: ParamChange[] } | { ask: Ask } | undefined {
  const found = complaintsIn(text.toLowerCase())
  if (found.length === 0) return undefined
  const changes = found.flatMap(({ complaint, direction }) => {
    const change = changeFor(complaint, direction, project)
    return change ? [change] : []
  })
  if (found.length === 1) return changes.length === 1 ? { changes } : undefined
  // Two problems at once ("boomy and harsh") are two steps the person should choose between.
  const candidates = [...new Set(changes.map((change) => change.moduleId))]
  return candidates.length > 1 ? { ask: { kind: 'which-module', candidates } } : undefined
}

/** The complaints a text makes: by their symptom words, else by a topic with "too much" or "not enough". */
function complaintsIn(text: string): Array<{ complaint: Complaint; direction: Direction }> {
  const bySymptom = COMPLAINTS.flatMap((complaint) => {
    const down = complaint.down.test(text)
    const up = complaint.up.test(text)
    // A symptom said both ways ("not muddy but thin") is no one direction.
    if (down === up) return []
    // "the vocals sound muffled": a symptom said of something no step here corrects is not this complaint.
    if (complaint.topicList && !complaint.topicList.test(text) && OTHER_TOPICS.test(text)) return []
    return [{ complaint, direction: (down ? 'down' : 'up') as Direction }]
  })
  if (bySymptom.length > 0) return bySymptom
  const excess = EXCESS.test(text)
  if (excess === LACK.test(text)) return []
  const direction: Direction = excess ? 'down' : 'up'
  return COMPLAINTS.filter((complaint) => complaint.topicList?.test(text)).map((complaint) => ({
    complaint,
    direction,
  }))
}

/** The one parameter change a complaint calls for on this project; undefined when it cannot be made. */
function changeFor(
  complaint: Complaint,
  direction: Direction,
  project: ProjectDocument,
): ParamChange | undefined {
  const { role, param, by, times } = complaint.step
  const module = moduleOfRole(project, role)
  const spec = module ? moduleDefinition(module.type)?.params.find((p) => p.key === param) : undefined
  if (!module || spec?.type !== 'number') return undefined
  const current = typeof module.params[param] === 'number' ? (module.params[param] as number) : spec.default
  // `times` scales the value (a release twice as long); `by` moves it that far in the direction said.
  const moved = times !== undefined ? current * times : current + (direction === 'down' ? -1 : 1) * (by ?? 0)
  const bounded = Math.min(spec.max, Math.max(spec.min, moved))
  const value = spec.integer ? Math.round(bounded) : Math.round(bounded * 100) / 100
  return value === current ? undefined : { moduleId: module.id, paramKey: param, value }
}
