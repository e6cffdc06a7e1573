import { z } from 'zod'
import { configFile, loadDataFile } from '../../data-files/load-data-file.ts'
import { alternationOf } from '../word-pattern.ts'

/**
 * What one goes somewhere to do, said where the place should be (去买咖啡, 导航去接孩子, 超市买东西):
 * the activities of config/understanding/destination-words.json. The navigation matcher asks where,
 * searches for a meal's kind of place, or keeps the place said before the activity; it never sends the
 * map to a "place" named after an errand.
 */
const Activities = z.object({
  activities: z.object({ meals: z.array(z.string().min(1)), errands: z.array(z.string().min(1)) }),
})
const { activities } = loadDataFile(configFile('understanding/destination-words.json'), Activities)
const MEAL = new RegExp(`^(?:${alternationOf(activities.meals)})(?:点|个|一顿|顿)?`)
const ACTIVITY = new RegExp(`^(?:${alternationOf([...activities.meals, ...activities.errands])})`)
const LATER_ACTIVITY = new RegExp(alternationOf([...activities.meals, ...activities.errands]), 'g')

/** A phrase said as a destination that is an activity: a meal's dish, or an errand (no place). */
export type Activity = { kind: 'meal'; dish: string } | { kind: 'errand' }

/** The activity a would-be destination starts with (吃火锅, 接孩子), or null when it starts with none. */
export function activityOf(said: string): Activity | null {
  if (!ACTIVITY.test(said)) return null
  const meal = MEAL.exec(said)
  return meal ? { kind: 'meal', dish: said.slice(meal[0].length) } : { kind: 'errand' }
}

/** The words before an activity said after a place (超市买东西 → 超市), for the caller to check as a place. */
export function placesBeforeActivity(said: string): string[] {
  return [...said.matchAll(LATER_ACTIVITY)].filter((m) => m.index >= 2).map((m) => said.slice(0, m.index))
}
