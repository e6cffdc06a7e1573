import type { CockpitDomain } from '../functions/cockpit-function.ts'
import type { WordedFunction } from './config-lexicon.ts'
import type { Scan } from './scan.ts'

export type { CockpitDomain }

/** One function call the engine produced. */
export interface ParsedCall {
  name: string
  params: Record<string, unknown>
}

/** The parts of the vehicle state the engine reads (a loose view of the simulator's state). */
export interface VehicleStateLike {
  speed?: number
  ac?: { isOn?: boolean; temperature?: number; mode?: string; fanSpeed?: number }
  seats?: Record<string, { heatingLevel?: number; ventilationLevel?: number } | undefined>
  lights?: { ambientOn?: boolean; ambientBrightness?: number; readingLightOn?: boolean }
  wiper?: { isOn?: boolean; speed?: string }
  music?: { isPlaying?: boolean; volume?: number; playMode?: string }
  [field: string]: unknown
}

/** What the engine may know besides the text. */
export interface ParseContext {
  /** Calls the previous turn produced (for 再高一点, 副驾也打开, 26呢). */
  previousCalls?: ParsedCall[]
  /** What the assistant said last (您想去哪里？): a bare answer to a question is read against it. */
  previousReply?: string
  /** Live vehicle state (the simulator defaults of CONVENTIONS.md, deep-merged with changes); needed for relative temperature amounts. */
  state?: VehicleStateLike
  /** The catalogue's functions: those whose configuration gives words are read from them (config-lexicon.ts). */
  functions?: readonly WordedFunction[]
}

/** The engine's reading of one utterance. */
export interface ParseResult {
  calls: ParsedCall[]
  /** The first call's domain, or 'chat' when there is none. */
  domain: CockpitDomain
  /** 0–1: how sure the engine is that `calls` is the complete, correct reading. High (≥ 0.85) only when every clause of the text was understood. */
  confidence: number
  /** True when the text asks for a vehicle action but lacks what is needed (调一下座椅): the caller should ask back. */
  needsClarification: boolean
  /** Parts of the text nothing understood (for debugging and confidence). */
  unmatched: string[]
  /** Set when a command's own words went unexplained (the coverage gate): nothing runs, the car asks about them. */
  unexplained?: string[]
  /** Set when the text asks about the car or sets a rule for later rather than asking for an action now. */
  act?: 'question' | 'conditional'
  /** A place named without a request (益阳): the question to ask back names it. */
  destination?: string
}

/** How a match came about; it sets the confidence and how clauses combine. */
export type MatchKind = 'explicit' | 'colloquial' | 'context' | 'clarify' | 'chat' | 'unsupported'

/** What one matcher read in one clause. */
export interface Match {
  calls: ParsedCall[]
  /** 0–1: how specific the evidence was (a named device and action score high). */
  score: number
  kind: MatchKind
}

/** What a matcher may consult besides the clause. */
export interface MatchEnv {
  state: VehicleStateLike
  /** A call this clause may continue (the previous turn's, or an earlier clause's): its device is implied. */
  prev?: ParsedCall
  /** Every call of the continued clause on `prev`'s function (左边车窗都打开 made two): where they all are tells a row. */
  group?: readonly ParsedCall[]
}

/** Reads one function (or one family of readings) from a clause. */
export interface Matcher {
  /** The function it produces; context resolution picks matchers by it. */
  name: string
  match: (scan: Scan, env: MatchEnv) => Match | null
  /** Without a previous call, a clause this does not match is not the matcher's (see matchers/gate.ts). */
  gate?: RegExp
}
