import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/*
 * The API uses its frameworks through their public, documented API, so that an upgrade of
 * AdonisJS or Lucid cannot break it from underneath. This test reads every source file under
 * api/ and refuses what reaches inside them:
 *   - writing a `__`-prefixed (private) field, directly or through Object.assign/defineProperty;
 *   - assigning to a class's prototype, or defining a property on one;
 *   - replacing a member of an object a framework package exports (or one obtained from it):
 *     only the settings the frameworks document as assignable are allowed;
 *   - calling or overriding one of Lucid's undocumented `$` internals, or writing or redefining a
 *     model's `$` state.
 */

/* Settings the frameworks' documentation tells apps to assign. */
const DOCUMENTED_SETTINGS = new Set([
  'RequestValidator.messagesProvider',
  'vine.convertEmptyStringsToNull',
  'vine.messagesProvider',
  'vine.errorReporter',
])

/* Lucid's internals: how it builds models from rows and tracks their state. */
const LUCID_INTERNALS = new Set([
  '$createFromAdapterResult',
  '$createMultipleFromAdapterResult',
  '$consumeAdapterResult',
  '$hydrateOriginals',
  '$setOptionsAndTrx',
])

/* A model's state that Lucid keeps for itself; the app reads it at most. */
const LUCID_STATE = new Set(['$original', '$attributes', '$preloaded', '$extras', '$isPersisted'])

type Finding = { file: string; line: number; what: string }

const isPackage = (specifier: string) => !specifier.startsWith('.') && !specifier.startsWith('#')

/** What the file imports from packages, by local name. */
function packageBindings(source: ts.SourceFile) {
  const names = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text
    if (!isPackage(specifier) || specifier.startsWith('node:')) continue
    const clause = statement.importClause
    if (clause?.name) names.add(clause.name.text)
    const bindings = clause?.namedBindings
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text)
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) names.add(element.name.text)
    }
  }
  return names
}

/** The identifier an expression such as `a.b().c` starts from. */
function rootOf(expression: ts.Expression): ts.Identifier | undefined {
  let current: ts.Expression = expression
  while (
    ts.isPropertyAccessExpression(current) ||
    ts.isElementAccessExpression(current) ||
    ts.isCallExpression(current) ||
    ts.isParenthesizedExpression(current) ||
    ts.isAwaitExpression(current) ||
    ts.isNonNullExpression(current)
  ) {
    current = ts.isCallExpression(current) ? current.expression : current.expression
  }
  return ts.isIdentifier(current) ? current : undefined
}

const privateName = (name: string) => name.startsWith('__')
const nameOf = (node: ts.Node) =>
  ts.isIdentifier(node) || ts.isPrivateIdentifier(node) || ts.isStringLiteral(node)
    ? node.text
    : undefined

/** Keys of an object literal given to Object.assign or defineProperty. */
function literalKeys(node: ts.Node | undefined): string[] {
  if (!node || !ts.isObjectLiteralExpression(node)) return []
  return node.properties.flatMap((property) => {
    const name = property.name && nameOf(property.name)
    return name ? [name] : []
  })
}

const isPrototype = (node: ts.Node) =>
  ts.isPropertyAccessExpression(node) && node.name.text === 'prototype'

export function internalsTouchedIn(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const framework = packageBindings(source)
  const findings: Finding[] = []
  const report = (node: ts.Node, what: string) =>
    findings.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      what,
    })

  const visit = (node: ts.Node) => {
    /*
     * An object a framework object hands out (`encryption.getMessageVerifier()`) is the
     * framework's too; data it answers with later (an awaited query's rows) is the app's.
     */
    const initializer = ts.isVariableDeclaration(node) ? node.initializer : undefined
    if (
      initializer &&
      ts.isIdentifier((node as ts.VariableDeclaration).name) &&
      ts.isCallExpression(initializer) &&
      ts.isPropertyAccessExpression(initializer.expression) &&
      ts.isIdentifier(initializer.expression.expression) &&
      framework.has(initializer.expression.expression.text)
    ) {
      framework.add(((node as ts.VariableDeclaration).name as ts.Identifier).text)
    }

    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left))
    ) {
      const target = node.left
      const field = ts.isPropertyAccessExpression(target)
        ? target.name.text
        : nameOf(target.argumentExpression)
      const owner = target.expression
      const root = rootOf(owner)
      if (field && privateName(field)) report(node, `writes the private field ${field}`)
      if (field && LUCID_STATE.has(field)) report(node, `writes Lucid's ${field}`)
      if (isPrototype(owner)) report(node, `assigns to a prototype: ${target.getText()}`)
      const written = root && `${root.text}.${field}`
      if (root && framework.has(root.text) && written && !DOCUMENTED_SETTINGS.has(written)) {
        report(node, `replaces a member of a framework object: ${target.getText()}`)
      }
    }

    if (ts.isMethodDeclaration(node) && LUCID_INTERNALS.has(nameOf(node.name) ?? '')) {
      report(node, `overrides Lucid's internal ${nameOf(node.name)}`)
    }

    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText()
      const [target, second] = node.arguments
      if (callee === 'Object.assign' || callee === 'Object.defineProperties') {
        if (target && isPrototype(target)) report(node, 'patches a prototype')
        for (const key of node.arguments.slice(1).flatMap(literalKeys)) {
          if (privateName(key)) report(node, `writes the private field ${key}`)
        }
      }
      if (callee === 'Object.defineProperty' && target) {
        const key = second && nameOf(second)
        if (isPrototype(target)) report(node, 'defines a property on a prototype')
        if (key && privateName(key)) report(node, `writes the private field ${key}`)
        if (key?.startsWith('$')) report(node, `redefines Lucid's ${key}`)
      }
      if (ts.isPropertyAccessExpression(node.expression)) {
        const method = node.expression.name.text
        if (LUCID_INTERNALS.has(method)) report(node, `calls Lucid's internal ${method}`)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })

test.group('The frameworks through their public API', () => {
  test('no file under api/ reaches into a framework', ({ assert }) => {
    const findings = sourcesUnder(app.makePath('api')).flatMap((file) =>
      internalsTouchedIn(relative(app.makePath(), file), readFileSync(file, 'utf8'))
    )
    assert.deepEqual(
      findings.map(({ file, line, what }) => `${file}:${line}: ${what}`),
      []
    )
  })

  test('each way of reaching in is found, as the request path once did it', ({ assert }) => {
    const relapses = {
      'a private field of a request': `
        import type { HttpContext } from '@adonisjs/core/http'
        export function read(request: HttpContext['request']) {
          Object.assign(request, { __raw_files: {} })
          request.__body = {}
        }`,
      'a getter on a framework prototype': `
        import { HttpContext } from '@adonisjs/core/http'
        Object.defineProperty(HttpContext.prototype, 'i18n', { get() { return 1 } })
        HttpContext.prototype.speak = () => {}`,
      "a method of a framework singleton's object": `
        import encryption from '@adonisjs/core/services/encryption'
        const verifier = encryption.getMessageVerifier()
        verifier.unsign = () => null`,
      "Lucid's hydration and state": `
        import User from '#models/user'
        const user = User.$createFromAdapterResult({ id: 1 })
        Object.defineProperty(user, '$isPersisted', { value: true })`,
      "a model's originals copied its own way": `
        import { BaseModel } from '@adonisjs/lucid/orm'
        export default class User extends BaseModel {
          $hydrateOriginals() {
            this.$original = { ...this.$attributes }
          }
        }`,
    }
    for (const [relapse, code] of Object.entries(relapses)) {
      assert.isNotEmpty(internalsTouchedIn('relapse.ts', code), relapse)
    }
    // What the frameworks document may be set.
    assert.isEmpty(
      internalsTouchedIn(
        'documented.ts',
        `import vine from '@vinejs/vine'
         import { HttpContext, RequestValidator } from '@adonisjs/core/http'
         vine.convertEmptyStringsToNull = true
         RequestValidator.messagesProvider = () => null as any
         HttpContext.getter('i18n', () => 1)`
      )
    )
  })
})
