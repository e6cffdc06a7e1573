import type { EvidenceSummary } from '@mindwire/analyst'
import { useReducer, useRef, useState } from 'react'
import { type ExperimentView, emptyRun, foldRunEvent, type RoundView, type RunView } from './run-view.ts'
import { type RunTarget, streamRun } from './stream-run.ts'

type Action = { type: 'reset' } | { type: 'event'; event: Parameters<typeof foldRunEvent>[1] }

const reduce = (view: RunView, action: Action): RunView =>
  action.type === 'reset' ? emptyRun : foldRunEvent(view, action.event)

/** Upload a recording and watch the analyst plan, run experiments, gather evidence and conclude. */
export function AnalystPage({ target }: { target: RunTarget }) {
  const [view, dispatch] = useReducer(reduce, emptyRun)
  const [running, setRunning] = useState(false)
  const [failure, setFailure] = useState<string>()
  const fileInput = useRef<HTMLInputElement>(null)

  const start = async () => {
    const file = fileInput.current?.files?.[0]
    if (!file) return setFailure('choose a WAV, FLAC or MP3 file first')
    dispatch({ type: 'reset' })
    setFailure(undefined)
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
    <main className="analyst">
      <header>
        <nav className="analyst-apps" aria-label="Mindwire apps">
          <a href="/">合成器 Synth</a> · <a href="/tune/">调音 Tuning</a> ·{' '}
          <a href="/cockpit/">座舱 Cockpit</a> · <a href="/shop/">商城 Shop</a>
        </nav>
        <h1>Audio analyst</h1>
        <p>
          Plans experiments over your recording, runs them on the server and shows the evidence as it arrives.
        </p>
        <div className="analyst-start">
          <input ref={fileInput} type="file" accept="audio/*,.wav,.flac,.mp3" data-testid="audio-file" />
          <button type="button" onClick={start} disabled={running} data-action="start-run">
            {running ? 'Analysing…' : 'Analyse'}
          </button>
          <span className="analyst-status" data-testid="run-status">
            {running ? `round ${view.rounds.length}` : view.final ? 'done' : ''}
          </span>
        </div>
        {(failure ?? view.error) && (
          <p className="analyst-error" role="alert">
            {failure ?? view.error}
          </p>
        )}
      </header>
      {view.final && <Conclusion view={view} />}
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
  return (
    <section className="analyst-final" data-testid="final-conclusion">
      <h2>Conclusion</h2>
      <p>{conclusion.summary}</p>
      <ul>
        {conclusion.findings.map((f) => (
          <li key={f.label} data-finding={f.label} className={f.confidence >= 0.5 ? 'found' : 'doubtful'}>
            <strong>{f.label}</strong> {Math.round(f.confidence * 100)} %
            <small>
              {' '}
              — {f.supportingEvidence.length} supporting, {f.contradictingEvidence.length} against
            </small>
          </li>
        ))}
      </ul>
      <p className="analyst-meta">
        {plural(experimentsUsed, 'experiment')} in {Math.round(ms)} ms
      </p>
    </section>
  )
}

function Round({ round, runId }: { round: RoundView; runId?: string }) {
  return (
    <li className="analyst-round" data-round={round.round}>
      <h3>
        Round {round.round} <span className="analyst-mode">{round.mode}</span>
      </h3>
      {round.probe.length > 0 && <EvidenceList items={round.probe} title="Probe" />}
      {round.plan && (
        <div className="analyst-plan" data-testid="plan">
          <h4>Plan</h4>
          <ul>
            {round.plan.hypotheses.map((h) => (
              <li key={h.id}>
                {h.label} <small>{Math.round(h.confidence * 100)} %</small>
              </li>
            ))}
          </ul>
          <p className="analyst-meta">
            {plural(round.plan.experiments.length, 'experiment')} planned;{' '}
            {round.plan.stopDecision.shouldStop ? 'then stop' : 'then go on'}
          </p>
        </div>
      )}
      {round.refusal && <p className="analyst-error">plan refused: {round.refusal}</p>}
      {round.experiments.map((e) => (
        <Experiment key={e.experiment.id} item={e} runId={runId} />
      ))}
    </li>
  )
}

function Experiment({ item, runId }: { item: ExperimentView; runId?: string }) {
  const { experiment, ms, evidence } = item
  // Experiment ids carry the run's id first; within the run's page the rest says which one it is.
  const name =
    runId && experiment.id.startsWith(`${runId}-`) ? experiment.id.slice(runId.length + 1) : experiment.id
  return (
    <div className="analyst-experiment" data-testid="experiment">
      <h4>
        {name} <code>{experiment.pipelineSummary.join(' → ')}</code>
      </h4>
      <p className="analyst-meta">
        score {experiment.scoreTotal.toFixed(2)} · {Math.round(ms)} ms
        {experiment.failureReasons.length > 0 && ` · failed: ${experiment.failureReasons.join('; ')}`}
      </p>
      <EvidenceList items={evidence.filter((e) => e.category === 'anomaly')} title="Evidence" />
    </div>
  )
}

function EvidenceList({ items, title }: { items: EvidenceSummary[]; title: string }) {
  if (items.length === 0) return null
  return (
    <details className="analyst-evidence" open={title === 'Evidence'}>
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
  if (defect === undefined) return <span>{evidence.producerModuleId ?? evidence.category}</span>
  return (
    <span className={detected ? 'detected' : 'clear'}>
      {detected ? '●' : '○'} {String(defect)} <small>{numbers.join(', ')}</small>
    </span>
  )
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`
