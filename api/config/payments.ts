/*
 * Payments and wallet limits. Amounts are integer cents (USD). Each value can
 * be overridden by an environment variable without touching the env schema.
 */
function positiveIntegerFromEnv(name: string, fallback: number) {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const cents = Number(value)
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${value}"`)
  }
  return cents
}

const paymentsConfig = {
  currency: 'USD',
  topUp: {
    minCents: positiveIntegerFromEnv('WALLET_TOP_UP_MIN_CENTS', 5_00),
    maxCents: positiveIntegerFromEnv('WALLET_TOP_UP_MAX_CENTS', 2_000_00),
  },
  gateway: {
    // 'sandbox' accepts the documented test cards and moves no money; 'http' talks to the real processor.
    driver: (process.env.PAYMENT_GATEWAY ?? 'sandbox') as 'sandbox' | 'http',
    url: process.env.PAYMENT_GATEWAY_URL ?? '',
    secretKey: process.env.PAYMENT_GATEWAY_SECRET_KEY ?? '',
    timeoutMs: positiveIntegerFromEnv('PAYMENT_GATEWAY_TIMEOUT_MS', 15_000),
  },
}

export default paymentsConfig
