/**
 * A refusal by a domain rule. The message is a translation key with its
 * namespace ('errors.notFound' is "notFound" in locales/<lang>/errors.json),
 * rendered in the caller's language by the exception handler.
 */
export class DomainError extends Error {
  /*
   * Fields spelt out rather than as constructor parameter properties: the domain's machines
   * bring this class into plain Node (type stripping only) and the browser apps' bundles.
   */
  status: number
  messageKey: string
  values: Record<string, string | number>
  field?: string

  constructor(
    status: number,
    messageKey: string,
    values: Record<string, string | number> = {},
    field?: string
  ) {
    super(messageKey)
    this.status = status
    this.messageKey = messageKey
    this.values = values
    this.field = field
  }
}
