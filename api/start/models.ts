/*
 * What the models do that belongs to services, attached here once at boot, so that models
 * never import services: the store of personal access tokens, the forgetting of a remembered
 * signed-in account when it changes, and the per-status order counts.
 */
import User from '#models/user'
import { AccessTokenStore } from '#services/accounts/access_token_store'
import { forgetUser } from '#services/accounts/signed_in_users'
import { countOrdersAsTheyMove } from '#services/orders/order_counts'

User.accessTokens = new AccessTokenStore({ tokenableModel: User, prefix: 'sgm_' })

/* Signed-in requests may be answered from a remembered copy of the account: forget it. */
User.boot()
User.after('save', (user) => forgetUser(user.id, user.$trx))
User.after('delete', (user) => forgetUser(user.id, user.$trx))

countOrdersAsTheyMove()
