import type { ParsedCall, VehicleStateLike } from './types.ts'

/**
 * Bare follow-ups (seed 002 §8.2, 基于车辆状态推断意图): a turn that says only 取消, or only a name,
 * means something against what came before — the question the assistant just asked, or else the
 * task the car is busy with (navigation running, music playing) — even when the previous turn made
 * no call the engine could continue.
 */
export type FollowUp = { kind: 'calls'; calls: ParsedCall[] } | { kind: 'reread'; text: string }

// Only the whole turn counts: 取消 alone, not 取消静音.
const CANCEL =
  /^(?:那|就|先|还是)?(?:取消|退出|算了|不要了|不用了|停止|结束|停下|停了|关掉|关了|停掉)(?:吧|了|啊|呀|掉)*$/
// The assistant's last words asked where to go, or what to play.
const ASKED_WHERE = /去哪|哪里|目的地|什么地方/
const ASKED_WHAT_MUSIC = /哪首歌|哪位歌手|听什么|听谁/
// A bare answer: a few words, no clause of its own.
const ANSWER = /^(?:就|去|到|回|听|放)?([^,]{2,20}?)(?:吧|呗|啊|呀|就行|就好)?$/

/** How a turn the engine found no call in reads as a follow-up, or null when it is not one. */
export function readFollowUp(
  text: string,
  previousReply: string | undefined,
  state: VehicleStateLike,
  previous: readonly ParsedCall[] = [],
): FollowUp | null {
  const asked = previousReply !== undefined && /[?？]\s*$/.test(previousReply)
  if (CANCEL.test(text)) return asked ? { kind: 'calls', calls: [] } : cancelActiveTask(state, previous)
  if (!asked) return null
  const answer = ANSWER.exec(text)?.[1]
  if (!answer) return null
  if (ASKED_WHERE.test(previousReply)) return { kind: 'reread', text: `导航去${answer}` }
  if (ASKED_WHAT_MUSIC.test(previousReply)) return { kind: 'reread', text: `播放${answer}` }
  return null
}

// The task the previous turn started, else the one the car reports running: navigation is what a
// bare 取消 most often stops, music otherwise.
function cancelActiveTask(state: VehicleStateLike, previous: readonly ParsedCall[]): FollowUp | null {
  const started = previous.at(-1)?.name
  const navigation = state.navigation as { isNavigating?: boolean } | undefined
  if (started === NAVIGATION || (started !== MUSIC && navigation?.isNavigating)) return done(STOP_NAVIGATION)
  if (started === MUSIC || state.music?.isPlaying) return done(STOP_MUSIC)
  return null
}

const NAVIGATION = 'control_navigation'
const MUSIC = 'control_music'
const STOP_NAVIGATION: ParsedCall = { name: NAVIGATION, params: { action: 'cancel' } }
const STOP_MUSIC: ParsedCall = { name: MUSIC, params: { action: 'pause' } }

function done(call: ParsedCall): FollowUp {
  return { kind: 'calls', calls: [call] }
}
