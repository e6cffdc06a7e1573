import { MODULE_HELP, moduleDefinition } from '@mindwire/synth/catalogue'
import { StartAudioButton } from '../app/start-audio-button.tsx'
import { useStudio } from '../app/studio-context.tsx'
import { fill, moduleLabel, parameterText, useStudioWords } from '../app/studio-words.ts'
import { useReadout } from '../app/use-readout.ts'
import { ParameterControl } from './parameter-control.tsx'
import { SequenceEditor } from './sequence-editor.tsx'
import { TextControl } from './text-control.tsx'
import { ToggleControl } from './toggle-control.tsx'
import { XyPad } from './xy-pad.tsx'

/** The selected module's controls: name, on/off, its custom control and every visible parameter. */
export function ControlPanel() {
  const selectedId = useStudio((state) => state.selectedNodeIds[0])
  const node = useStudio((state) => state.nodes.find((candidate) => candidate.id === selectedId))
  const updateParam = useStudio((state) => state.updateParam)
  const rename = useStudio((state) => state.renameModule)
  const devices = useReadout<string[]>(`${selectedId}:devices`)
  const status = useReadout<string>(`${selectedId}:status`)
  const say = useStudioWords()
  if (!node) return <section className="control-panel control-panel--empty">{say.selectModule}</section>
  const definition = moduleDefinition(node.type)
  if (!definition)
    return <section className="control-panel">{fill(say.unknownModule, { type: node.type })}</section>
  const set = (name: string, value: number | boolean | string) => updateParam(node.id, name, value)

  return (
    <section
      className="control-panel"
      aria-label={say.parameters}
      data-testid="control-panel"
      data-module={node.id}
    >
      <header>
        <TextControl name="name" value={node.name} onChange={(name) => rename(node.id, name)} />
        {/* The module's kind for people; its id stays in data-module above, for tests, never in the text. */}
        <small>{moduleLabel(say, node.type)}</small>
      </header>
      {definition.audio && (
        <div className="parameter" data-param="enabled">
          <span>{parameterText(say, 'enabled')}</span>
          <ToggleControl name="enabled" value={node.enabled} onChange={(value) => set('enabled', value)} />
        </div>
      )}
      {definition.customUI === 'XYPad' && <XyPad node={node} onChange={set} />}
      {definition.customUI === 'SequenceEditor' && <SequenceEditor node={node} onChange={set} />}
      {definition.customUI === 'CommonButton' && <StartAudioButton compact />}
      {definition.parameters
        .filter((parameter) => !parameter.hidden)
        .map((parameter) => (
          <ParameterControl
            key={parameter.name}
            parameter={parameter}
            value={parameter.readonly && status !== undefined ? status : node.params[parameter.name]}
            options={devices}
            onChange={(value) => set(parameter.name, value)}
          />
        ))}
      <p className="control-panel__description">
        {say.moduleHelp[node.type] ?? MODULE_HELP[node.type] ?? definition.description}
      </p>
    </section>
  )
}
