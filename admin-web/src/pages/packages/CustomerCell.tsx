/** Whose it is in a list row: the suite, and the name under it. */
export function CustomerCell({ customer }: { customer?: { suite: string | null; name: string } }) {
  return (
    <>
      {customer?.suite}
      <br />
      {customer?.name}
    </>
  )
}
