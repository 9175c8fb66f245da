/**
 * The one way a status changes: a machine lists, as data, where each status may go, and every
 * move goes through `transition`, so an illegal move is always the same 409 with the same
 * message, whichever endpoint asked for it.
 */
import { DomainError } from '#exceptions/domain_error'

/**
 * The moves from each status of `Status` to the statuses of `Target` (the ones a move can
 * reach), and the message refusing any other move: one for the machine, or one for each status
 * asked for.
 */
export type Machine<Status extends string, Target extends Status = Status> = {
  readonly moves: { readonly [From in Status]: readonly Target[] }
  readonly refusal: string | { readonly [To in Target]: string }
}

type RefusalValues = Record<string, string | number>

/**
 * A machine whose statuses are the keys of its moves, listed in the order written: each status
 * is named once, where it is said where it may go, and `statuses` serves validators and filters.
 */
export function defineMachine<const Status extends string, const Target extends Status = Status>(
  moves: { readonly [From in Status]: readonly NoInfer<Target>[] },
  refusal: Machine<Status, Target>['refusal']
): Machine<Status, Target> & { readonly statuses: readonly Status[] } {
  return { moves, refusal, statuses: Object.keys(moves) as Status[] }
}

export function canMove<Status extends string, Target extends Status>(
  machine: Machine<Status, Target>,
  from: NoInfer<Status>,
  to: NoInfer<Target>
): boolean {
  return machine.moves[from]?.includes(to) ?? false
}

/**
 * The status after moving from `from` to `to`; a move the machine does not allow is refused with
 * a 409, its message given `from`, `to` and whatever `values` add (a message may name the record).
 */
export function transition<Status extends string, Target extends Status>(
  machine: Machine<Status, Target>,
  from: NoInfer<Status>,
  to: NoInfer<Target>,
  values: RefusalValues = {}
): Target {
  if (canMove(machine, from, to)) return to
  const refusal = typeof machine.refusal === 'string' ? machine.refusal : machine.refusal[to]
  throw new DomainError(409, refusal, { from, to, ...values })
}
