import { VoiceInput } from '@mindwire/vue'
import { defineComponent, h, nextTick, type PropType, shallowRef, watch } from 'vue'
import { words } from '../cockpit-words.ts'
import { activityLine, commandText, outcomeOf } from './command-words.ts'
import type { Dialog, DialogCommand, DialogTurn } from './use-dialog.ts'

/** The conversation, the confirmations it waits for, and the text box with the microphone. */
export const DialogView = defineComponent({
  name: 'DialogView',
  props: { dialog: { type: Object as PropType<Dialog>, required: true } },
  setup(props) {
    const draft = shallowRef('')
    const list = shallowRef<HTMLElement | null>(null)
    watch(props.dialog.turns, () => nextTick(() => list.value?.scrollTo({ top: list.value.scrollHeight })))

    function submit(text = draft.value): void {
      if (props.dialog.say(text)) draft.value = ''
    }

    return () => {
      const { turns, pending, busy, problem } = props.dialog
      const say = words()
      return h('section', { class: 'dialog' }, [
        h('h2', say.assistant),
        h('ol', { class: 'dialog__turns', ref: list }, turns.value.map(turnView)),
        pending.value.map((item) =>
          h(
            'div',
            { class: 'confirm', role: 'alertdialog', 'data-command': item.commandId, key: item.commandId },
            [
              h('p', item.message ?? say.confirmDefault),
              h(
                'button',
                {
                  type: 'button',
                  class: 'confirm__yes',
                  onClick: () => props.dialog.answer(item.commandId, true),
                },
                say.yes,
              ),
              h(
                'button',
                {
                  type: 'button',
                  class: 'confirm__no',
                  onClick: () => props.dialog.answer(item.commandId, false),
                },
                say.no,
              ),
            ],
          ),
        ),
        problem.value && h('p', { class: 'dialog__problem', role: 'alert' }, say.problems[problem.value]),
        h(
          'form',
          {
            class: 'talk',
            onSubmit: (event: Event) => {
              event.preventDefault()
              submit()
            },
          },
          [
            h('input', {
              class: 'talk__input',
              value: draft.value,
              placeholder: say.placeholder,
              'aria-label': say.inputLabel,
              maxlength: 500,
              onInput: (event: Event) => {
                draft.value = (event.target as HTMLInputElement).value
              },
            }),
            // Speaking or sending while a reply runs interrupts it (barge-in); Stop cancels it.
            h(VoiceInput, { lang: say.voiceLang, onResult: (text: string) => submit(text) }),
            h('button', { type: 'submit', class: 'talk__send', disabled: !draft.value.trim() }, say.send),
            busy.value &&
              h(
                'button',
                { type: 'button', class: 'talk__stop', onClick: () => props.dialog.stop() },
                say.stop,
              ),
          ],
        ),
      ])
    }
  },
})

function turnView(turn: DialogTurn) {
  return h(
    'li',
    { class: ['turn', `turn--${turn.role}`, turn.streaming && 'turn--streaming'], key: turn.id },
    [
      // A reply that only asks for confirmation has no text: the confirmation bar says it.
      (turn.text || turn.streaming) && h('p', turn.text || '…'),
      turn.error && h('p', { class: 'turn__error' }, words().turnFailed),
      turn.cancelled && !turn.text && h('p', { class: 'turn__cancelled' }, words().stopped),
      // What the car did, folded to one plain line; each command on demand.
      turn.commands?.length
        ? h('details', { class: 'turn__activity' }, [
            h('summary', activityLine(turn.commands)),
            h('ul', { class: 'turn__commands' }, turn.commands.map(commandView)),
          ])
        : null,
    ],
  )
}

function commandView(command: DialogCommand) {
  return h(
    'li',
    { class: ['command', `command--${outcomeOf(command)}`], 'data-intent': command.intent, key: command.id },
    commandText(command),
  )
}
