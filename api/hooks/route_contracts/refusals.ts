/**
 * The error statuses a route's own code can answer with, read from the code: everything its
 * controller method reaches through the calls and references it makes inside the project (its
 * services, their helpers, the state machines), collected once per function. Found there:
 *
 * - a `DomainError` made with a literal status (a state machine's refusal is one: 409);
 * - the framework's calls that refuse: a record looked up `…OrFail` (404), a validator run on
 *   the request (422), a sign-in checked against the stored password (400);
 * - the database, Redis, the rate limiter or a lock used at all (503 while one is unreachable;
 *   the limiter also 429), and an Idempotency-Key honoured.
 *
 * It reads more than can happen on any one request (every branch counts), never less, except
 * through what the framework calls on its own (middleware is read from the router instead).
 */
import { relative, sep } from 'node:path'
import ts from 'typescript'

export type Refusals = { refusals: number[]; idempotent: boolean }

const FRAMEWORK_REFUSALS: Record<string, number> = {
  findOrFail: 404,
  findByOrFail: 404,
  firstOrFail: 404,
  validateUsing: 422,
  verifyCredentials: 400,
}

/* Services whose use means a store that may be unreachable; the limiter also refuses (429). */
const STORES = [
  '@adonisjs/lucid/services/db',
  '@adonisjs/redis/services/main',
  '@adonisjs/lock/services/main',
  '@adonisjs/queue/services/main',
  '@adonisjs/limiter/services/main',
]
const LIMITER = '@adonisjs/limiter/services/main'
const UNREACHABLE = 503
const RATE_LIMITED = 429

type Facts = { statuses: Set<number>; idempotent: boolean; reaches: Set<ts.Node> }

export class RefusalReader {
  #checker: ts.TypeChecker
  #root: string
  #facts = new Map<ts.Node, Facts>()

  constructor(private program: ts.Program) {
    this.#checker = program.getTypeChecker()
    this.#root = program.getCurrentDirectory()
  }

  /** What the method `method` of the default export of `file` can refuse with. */
  refusalsOf(file: string, method: string): Refusals {
    const start = this.#methodOf(file, method)
    const statuses = new Set<number>()
    let idempotent = false
    const seen = new Set<ts.Node>()
    const pending: ts.Node[] = start ? [start] : []
    while (pending.length) {
      const node = pending.pop()!
      if (seen.has(node)) continue
      seen.add(node)
      const facts = this.#factsOf(node)
      for (const status of facts.statuses) statuses.add(status)
      idempotent ||= facts.idempotent
      pending.push(...facts.reaches)
    }
    return { refusals: [...statuses].sort((a, b) => a - b), idempotent }
  }

  #methodOf(file: string, method: string) {
    const source = this.program.getSourceFile(file)
    const exported = source && this.#checker.getSymbolAtLocation(source)
    const controller = exported && this.#checker.tryGetMemberInModuleExports('default', exported)
    const declaration = controller && this.#resolve(controller)?.valueDeclaration
    if (!declaration || !ts.isClassLike(declaration)) return undefined
    return declaration.members.find(
      (member) => ts.isMethodDeclaration(member) && member.name.getText() === method
    )
  }

  #inProject(node: ts.Node) {
    const path = relative(this.#root, node.getSourceFile().fileName)
    return path.startsWith(`api${sep}`) && !path.endsWith('.d.ts')
  }

  #resolve(symbol: ts.Symbol) {
    return symbol.flags & ts.SymbolFlags.Alias ? this.#checker.getAliasedSymbol(symbol) : symbol
  }

  /* The module an imported name comes from, when it is imported. */
  #moduleOf(symbol: ts.Symbol) {
    const declaration = symbol.declarations?.[0]
    let node: ts.Node | undefined = declaration
    while (node && !ts.isImportDeclaration(node)) node = node.parent
    return node && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined
  }

  /* The code a name stands for, when it is the project's: a function's body, a constant's value. */
  #codeOf(symbol: ts.Symbol): ts.Node | undefined {
    const declaration = this.#resolve(symbol).valueDeclaration
    if (!declaration || !this.#inProject(declaration)) return undefined
    if (ts.isFunctionLike(declaration)) return declaration
    if (ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration))
      return declaration.initializer
    return undefined
  }

  #isDomainError(expression: ts.Expression) {
    const symbol = this.#checker.getSymbolAtLocation(expression)
    return symbol !== undefined && this.#resolve(symbol).getName() === 'DomainError'
  }

  #factsOf(start: ts.Node): Facts {
    const known = this.#facts.get(start)
    if (known) return known
    const facts: Facts = { statuses: new Set(), idempotent: false, reaches: new Set() }
    this.#facts.set(start, facts)
    const visit = (node: ts.Node): void => {
      if (ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node))
        return
      if (ts.isNewExpression(node) && this.#isDomainError(node.expression)) {
        const [status] = node.arguments ?? []
        if (status && ts.isNumericLiteral(status)) facts.statuses.add(Number(status.text))
      }
      if (ts.isCallExpression(node)) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name.text
          : undefined
        if (callee && Object.hasOwn(FRAMEWORK_REFUSALS, callee))
          facts.statuses.add(FRAMEWORK_REFUSALS[callee])
        const declaration = this.#checker.getResolvedSignature(node)?.declaration
        if (declaration && !ts.isJSDocSignature(declaration) && this.#inProject(declaration))
          facts.reaches.add(declaration)
      }
      if (ts.isIdentifier(node)) this.#noteName(node, facts)
      ts.forEachChild(node, visit)
    }
    ts.forEachChild(start, visit)
    return facts
  }

  #noteName(name: ts.Identifier, facts: Facts) {
    const symbol = this.#checker.getSymbolAtLocation(name)
    if (!symbol) return
    const from = this.#moduleOf(symbol)
    if (from && STORES.includes(from)) facts.statuses.add(UNREACHABLE)
    if (from === LIMITER) facts.statuses.add(RATE_LIMITED)
    const resolved = this.#resolve(symbol)
    if (resolved.getName() === 'respondIdempotently') facts.idempotent = true
    const declaration = resolved.valueDeclaration
    if (declaration && this.#inProject(declaration)) {
      // A model is a table: using one at all reads or writes the database.
      if (relative(this.#root, declaration.getSourceFile().fileName).startsWith(`api${sep}models`))
        facts.statuses.add(UNREACHABLE)
      const code = this.#codeOf(symbol)
      if (code) facts.reaches.add(code)
    }
  }
}
