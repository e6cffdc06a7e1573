import { useStudio } from '../app/studio-context.tsx'
import { useStudioWords } from '../app/studio-words.ts'
import { describeOperation, moduleNames } from '../store/operation-log.ts'

const SHOWN = 12

/** The operations the agent's tools sent, newest last; an ERROR or an operation that did not apply is marked. */
export function OperationLogView() {
  const log = useStudio((state) => state.log)
  const nodes = useStudio((state) => state.nodes)
  const say = useStudioWords()
  const name = moduleNames(log, nodes)
  const agent = log.filter((entry) => entry.origin === 'agent').slice(-SHOWN)
  if (agent.length === 0) return null
  return (
    <section className="operation-log" aria-label={say.operationLog}>
      <h4>{say.operationLog}</h4>
      <ol data-testid="operation-log">
        {agent.map((entry) => (
          <li
            key={entry.seq}
            data-op={entry.operation.type}
            className={entry.problem ? 'op op--problem' : 'op'}
            role={entry.problem ? 'alert' : undefined}
          >
            {describeOperation(entry.operation, say, name)}
            {entry.problem && entry.operation.type !== 'ERROR' && <em> — {entry.problem}</em>}
          </li>
        ))}
      </ol>
    </section>
  )
}
