/* Countries, quotes, packages, declarations, shipments and tracking. */
export {}
