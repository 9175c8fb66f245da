import paymentsConfig from '#config/payments'
import type { PaymentGateway } from '#services/money/payment_gateway/gateway'
import { SandboxGateway } from '#services/money/payment_gateway/sandbox_gateway'
import { HttpGateway } from '#services/money/payment_gateway/http_gateway'

/** The gateway chosen by config (PAYMENT_GATEWAY): the sandbox unless production says otherwise. */
const gateway: PaymentGateway =
  paymentsConfig.gateway.driver === 'http'
    ? new HttpGateway(paymentsConfig.gateway)
    : new SandboxGateway()

export default gateway
