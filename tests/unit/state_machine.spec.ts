import { test } from '@japa/runner'
import { DomainError } from '#exceptions/domain_error'
import { canMove, defineMachine, transition } from '#domain/state_machine'
import { orderMachine } from '#domain/orders'
import { invoiceMachine } from '#domain/money'
import { packageMachine } from '#domain/parcels'

const door = defineMachine(
  { open: ['closed'], closed: ['open', 'locked'], locked: ['closed'] },
  'doors.illegalTransition'
)

function refusalOf(move: () => unknown) {
  try {
    move()
  } catch (error) {
    if (error instanceof DomainError) return error
    throw error
  }
  throw new Error('the move was allowed')
}

test.group('State machines', () => {
  test('a machine lists its statuses in the order its moves name them', ({ assert }) => {
    assert.deepEqual(door.statuses, ['open', 'closed', 'locked'])
    assert.deepEqual(invoiceMachine.statuses, ['unpaid', 'paid', 'refunded', 'void'])
  })

  test('a move the machine lists is allowed, and gives the status moved to', ({ assert }) => {
    assert.isTrue(canMove(door, 'closed', 'locked'))
    assert.equal(transition(door, 'closed', 'locked'), 'locked')
    assert.doesNotThrow(() => transition(door, 'open', 'closed'))
  })

  test('any other move is a 409 naming both statuses and what the caller adds', ({ assert }) => {
    assert.isFalse(canMove(door, 'open', 'locked'))
    assert.isFalse(canMove(door, 'open', 'open'))
    const refusal = refusalOf(() => transition(door, 'open', 'locked', { number: 'D-1' }))
    assert.equal(refusal.status, 409)
    assert.equal(refusal.messageKey, 'doors.illegalTransition')
    assert.deepEqual(refusal.values, { from: 'open', to: 'locked', number: 'D-1' })
  })

  test('a machine may word its refusal by the status asked for', ({ assert }) => {
    assert.equal(
      refusalOf(() => transition(invoiceMachine, 'void', 'paid')).messageKey,
      'money.invoiceNotPayable'
    )
    assert.equal(
      refusalOf(() => transition(invoiceMachine, 'unpaid', 'refunded')).messageKey,
      'money.invoiceNotRefundable'
    )
    assert.equal(transition(invoiceMachine, 'refunded', 'refunded'), 'refunded')
  })

  test('the package machine keeps a shipped package where it is', ({ assert }) => {
    assert.equal(transition(packageMachine, 'ship_requested', 'received'), 'received')
    assert.equal(
      refusalOf(() => transition(packageMachine, 'shipped', 'received')).messageKey,
      'parcels.illegalTransition.package'
    )
  })

  test('a held order goes back where it left, or is cancelled if that state could be', ({
    assert,
  }) => {
    assert.isTrue(canMove(orderMachine('processing'), 'held', 'processing'))
    assert.isTrue(canMove(orderMachine('processing'), 'held', 'cancelled'))
    assert.isFalse(canMove(orderMachine('processing'), 'held', 'fulfilled'))
    assert.isTrue(canMove(orderMachine('shipped'), 'held', 'shipped'))
    assert.isFalse(canMove(orderMachine('shipped'), 'held', 'cancelled'))
    assert.isFalse(canMove(orderMachine(null), 'held', 'submitted'))
  })
})
