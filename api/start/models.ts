/*
 * What the models do that belongs to services, attached here once at boot, so that models
 * never import services: the per-status order counts.
 */
import { countOrdersAsTheyMove } from '#services/orders/order_counts'

countOrdersAsTheyMove()
