/**
 * A refusal by a domain rule. The message is a translation key with its
 * namespace ('errors.notFound' is "notFound" in locales/<lang>/errors.json),
 * rendered in the caller's language by the exception handler.
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
