/**
 * A refusal by a domain rule: the message is a translation key from
 * locales/<lang>/errors.json, rendered in the caller's language by the
 * exception handler.
 */
export class DomainError extends Error {
  constructor(
    public status: number,
    public messageKey: string,
    public values: Record<string, string | number> = {},
    public field?: string
  ) {
    super(messageKey)
  }
}
