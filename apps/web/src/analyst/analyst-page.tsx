import type { EvidenceSummary } from '@mindwire/analyst'
import { findingSentence } from '@mindwire/analyst/report'
import { useReducer, useRef, useState } from 'react'
import { LanguageSwitch } from '../app/language-switch.tsx'
import {
  analystPage,
  conclusionText,
  defectText,
  experimentCount,
  fill,
  modeText,
  moduleText,
  useAnalystWords,
} from './analyst-words.ts'
import { type ExperimentView, emptyRun, foldRunEvent, type RoundView, type RunView } from './run-view.ts'
import { type RunTarget, streamRun } from './stream-run.ts'
import { evidenceById, TakePictures } from './take-pictures.tsx'

type Action = { type: 'reset' } | { type: 'event'; event: Parameters<typeof foldRunEvent>[1] }

const reduce = (view: RunView, action: Action): RunView =>
  action.type === 'reset' ? emptyRun : foldRunEvent(view, action.event)

/** Upload a recording and watch the analyst plan, run experiments, gather evidence and conclude. */
export function AnalystPage({ target }: { target: RunTarget }) {
  const [view, dispatch] = useReducer(reduce, emptyRun)
  const [running, setRunning] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [take, setTake] = useState<File>()
  const fileInput = useRef<HTMLInputElement>(null)
  const say = useAnalystWords()

  const start = async () => {
    const file = fileInput.current?.files?.[0]
    if (!file) return setFailure(say.chooseFile)
    dispatch({ type: 'reset' })
    setFailure(undefined)
    setTake(file)
    setRunning(true)
    try {
      await streamRun(file, target, (event) => dispatch({ type: 'event', event }))
    } catch (error) {
      setFailure((error as Error).message)
    } finally {
      setRunning(false)
    }
  }

  return (
    <main className="analyst" lang={say.locale}>
      <header>
        <nav className="analyst-apps" aria-label={say.apps}>
          <a href="/">{say.synth}</a> · <a href="/tune/">{say.tune}</a> ·{' '}
          <a href="/cockpit/">{say.cockpit}</a> · <a href="/shop/">{say.shop}</a>{' '}
          <LanguageSwitch page={analystPage} className="analyst-language" />
        </nav>
        <h1>{say.heading}</h1>
        <p>{say.intro}</p>
        <div className="analyst-start">
          <input ref={fileInput} type="file" accept="audio/*,.wav,.flac,.mp3" data-testid="audio-file" />
          <button type="button" onClick={start} disabled={running} data-action="start-run">
            {running ? say.analysing : say.analyse}
          </button>
          <span className="analyst-status" data-testid="run-status">
            {running ? fill(say.roundNow, { round: view.rounds.length }) : view.final ? say.done : ''}
          </span>
        </div>
        {(failure ?? view.error) && (
          <p className="analyst-error" role="alert">
            {failure ?? view.error}
          </p>
        )}
      </header>
      {view.final && <Conclusion view={view} />}
      {take && <TakePictures file={take} view={view} />}
      <ol className="analyst-rounds">
        {view.rounds.map((round) => (
          <Round key={round.round} round={round} runId={view.id} />
        ))}
      </ol>
    </main>
  )
}

function Conclusion({ view }: { view: RunView }) {
  const { conclusion, experimentsUsed, ms } = view.final!
  const say = useAnalystWords()
  const evidence = evidenceById(view)
  return (
    <section className="analyst-final" data-testid="final-conclusion">
      <h2>{say.conclusion}</h2>
      <p data-testid="conclusion-summary">{conclusionText(say, conclusion.findings)}</p>
      <ul>
        {conclusion.findings.map((f) => (
          <li key={f.label} data-finding={f.label} className={f.confidence >= 0.5 ? 'found' : 'doubtful'}>
            <strong>{defectText(say, f.label)}</strong> {Math.round(f.confidence * 100)} %
            <small>
              {' '}
              —{' '}
              {fill(say.support, {
                supporting: f.supportingEvidence.length,
                against: f.contradictingEvidence.length,
              })}
            </small>
            {/* The sentence is the report's (English) wording, with times, strength in dB and confidence. */}
            <p className="analyst-finding-words" lang="en">
              {findingSentence(f, evidence)}
            </p>
          </li>
        ))}
      </ul>
      <p className="analyst-meta">
        {fill(say.usedIn, { experiments: experimentCount(say, experimentsUsed), ms: Math.round(ms) })}
      </p>
    </section>
  )
}

function Round({ round, runId }: { round: RoundView; runId?: string }) {
  const say = useAnalystWords()
  return (
    <li className="analyst-round" data-round={round.round}>
      <h3>
        {fill(say.round, { round: round.round })}{' '}
        <span className="analyst-mode">{modeText(say, round.mode)}</span>
      </h3>
      {round.probe.length > 0 && <EvidenceList items={round.probe} title={say.probe} />}
      {round.plan && (
        <div className="analyst-plan" data-testid="plan">
          <h4>{say.plan}</h4>
          <ul>
            {round.plan.hypotheses.map((h) => (
              <li key={h.id}>
                {defectText(say, h.label)} <small>{Math.round(h.confidence * 100)} %</small>
              </li>
            ))}
          </ul>
          <p className="analyst-meta">
            {fill(say.planned, {
              experiments: experimentCount(say, round.plan.experiments.length),
              next: round.plan.stopDecision.shouldStop ? say.thenStop : say.thenGoOn,
            })}
          </p>
        </div>
      )}
      {round.refusal && <p className="analyst-error">{fill(say.refused, { reason: round.refusal })}</p>}
      {round.experiments.map((e) => (
        <Experiment key={e.experiment.id} item={e} runId={runId} />
      ))}
    </li>
  )
}

function Experiment({ item, runId }: { item: ExperimentView; runId?: string }) {
  const { experiment, ms, evidence } = item
  const say = useAnalystWords()
  // Experiment ids carry the run's id first; within the run's page the rest says which one it is.
  const name =
    runId && experiment.id.startsWith(`${runId}-`) ? experiment.id.slice(runId.length + 1) : experiment.id
  return (
    <div className="analyst-experiment" data-testid="experiment">
      <h4>
        {name}{' '}
        <span className="analyst-pipeline" title={experiment.pipelineSummary.join(' → ')}>
          {experiment.pipelineSummary.map((line) => moduleText(say, line)).join(' → ')}
        </span>
      </h4>
      <p className="analyst-meta">
        {fill(say.score, { score: experiment.scoreTotal.toFixed(2), ms: Math.round(ms) })}
        {experiment.failureReasons.length > 0 &&
          fill(say.failed, { reasons: experiment.failureReasons.join('; ') })}
      </p>
      <EvidenceList items={evidence.filter((e) => e.category === 'anomaly')} title={say.evidence} open />
    </div>
  )
}

function EvidenceList({
  items,
  title,
  open = false,
}: {
  items: EvidenceSummary[]
  title: string
  open?: boolean
}) {
  if (items.length === 0) return null
  return (
    <details className="analyst-evidence" open={open}>
      <summary>
        {title} ({items.length})
      </summary>
      <ul>
        {items.map((e) => (
          <li key={e.id} data-evidence={String(e.values.defect ?? e.producerModuleId ?? e.category)}>
            <EvidenceLine evidence={e} />
          </li>
        ))}
      </ul>
    </details>
  )
}

function EvidenceLine({ evidence }: { evidence: EvidenceSummary }) {
  const { defect, detected, score: _score, ...rest } = evidence.values
  const numbers = Object.entries(rest)
    .filter(([, v]) => typeof v === 'number')
    .slice(0, 3)
    .map(([k, v]) => `${k} ${v}`)
  const say = useAnalystWords()
  if (defect === undefined)
    return (
      <span>
        {evidence.producerModuleId ? moduleText(say, evidence.producerModuleId) : evidence.category}
      </span>
    )
  return (
    <span className={detected ? 'detected' : 'clear'}>
      {detected ? '●' : '○'} {defectText(say, String(defect))} <small>{numbers.join(', ')}</small>
    </span>
  )
}
