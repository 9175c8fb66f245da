/* Invoices, payments and the wallet. */
export {}
