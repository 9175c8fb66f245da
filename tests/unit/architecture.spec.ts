import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

/*
 * The shape of the API's code, checked on every run: its modules never import each other in a
 * circle (type-only imports included, so that a type never pulls a layer back in), models sit
 * below services, never importing them, and the domain's statuses and rules sit below both.
 * Validators check input against the domain and the models alone: a rule they share with a
 * service lives in the domain.
 * Models may import each other both ways: a Lucid relation is declared on both of its sides and
 * resolved lazily, when first used.
 */

const root = app.makePath()
const apiRoot = app.makePath('api')
const modelsRoot = app.makePath('api', 'models')
const servicesRoot = app.makePath('api', 'services')
const domainRoot = app.makePath('api', 'domain')
const validatorsRoot = app.makePath('api', 'validators')
const aliases = Object.entries(
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports as Record<string, string>
)

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })

/** The file an import names, through the package's `#alias/*` map; null for a package. */
function resolveImport(specifier: string, from: string): string | null {
  let target: string | null = null
  if (specifier.startsWith('.')) target = resolve(dirname(from), specifier)
  for (const [alias, path] of aliases) {
    const prefix = alias.replace('*', '')
    if (alias.endsWith('*') ? specifier.startsWith(prefix) : specifier === alias) {
      target = join(root, path.replace('*', specifier.slice(prefix.length)))
    }
  }
  if (!target) return null
  const source = target.replace(/\.js$/, '.ts')
  return existsSync(source) ? source : target
}

function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles
    .map(({ fileName }) => resolveImport(fileName, file))
    .filter((target): target is string => target !== null)
}

const graph = new Map(sourcesUnder(apiRoot).map((file) => [file, importsOf(file)]))
const shown = (file: string) => relative(root, file)
const isModel = (file: string) => file.startsWith(modelsRoot)

/** Every circle of imports, each once, as the chain of files that closes it. */
function cycles(): string[][] {
  const found: string[][] = []
  const done = new Set<string>()
  const path: string[] = []
  const visit = (file: string) => {
    const open = path.indexOf(file)
    if (open !== -1) return found.push([...path.slice(open), file])
    if (done.has(file) || !graph.has(file)) return
    path.push(file)
    for (const target of graph.get(file)!) {
      if (!(isModel(file) && isModel(target))) visit(target)
    }
    path.pop()
    done.add(file)
  }
  for (const file of graph.keys()) visit(file)
  return found
}

/** Each import of a file under `dir` from a file under one of `forbidden`, as a sentence. */
const importsFrom = (dir: string, forbidden: string[]) =>
  [...graph]
    .filter(([file]) => file.startsWith(dir))
    .flatMap(([file, targets]) =>
      targets
        .filter((target) => forbidden.some((layer) => target.startsWith(layer)))
        .map((target) => `${shown(file)} imports ${shown(target)}`)
    )

test.group('Architecture', () => {
  test('the modules of the API import each other in no circle', ({ assert }) => {
    assert.isAbove(graph.size, 100)
    assert.deepEqual(
      cycles().map((cycle) => cycle.map(shown).join(' → ')),
      []
    )
  })

  test('no model imports a service', ({ assert }) => {
    assert.deepEqual(importsFrom(modelsRoot, [servicesRoot]), [])
  })

  test('the domain imports no model and no service', ({ assert }) => {
    assert.deepEqual(importsFrom(domainRoot, [modelsRoot, servicesRoot]), [])
  })

  test('no validator imports a service', ({ assert }) => {
    assert.deepEqual(importsFrom(validatorsRoot, [servicesRoot]), [])
  })
})
