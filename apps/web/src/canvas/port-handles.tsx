import type { PortDefinition } from '@mindwire/synth/catalogue'
import { Handle, Position } from '@xyflow/react'
import { portText, useStudioWords } from '../app/studio-words.ts'
import { PORT_COLORS } from './port-colors.ts'

/** A module's ports on one side: a handle per port, labelled in the page's language and coloured by type. */
export function PortHandles({ ports, side }: { ports: readonly PortDefinition[]; side: 'input' | 'output' }) {
  const say = useStudioWords()
  return (
    <div className={`ports ports--${side}`}>
      {ports.map((port) => (
        // The handle keeps the port's name as its id (connections are stored by it); people read its label.
        <div key={port.name} className="port" data-port={port.name} title={portText(say, port.name)}>
          <Handle
            id={port.name}
            type={side === 'input' ? 'target' : 'source'}
            position={side === 'input' ? Position.Left : Position.Right}
            style={{ background: PORT_COLORS[port.type], width: 10, height: 10 }}
          />
          <span className="port__label">{portText(say, port.name)}</span>
        </div>
      ))}
    </div>
  )
}
