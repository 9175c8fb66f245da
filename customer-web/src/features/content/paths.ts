import { isLang, pathFor as routePathFor, type Lang, type RouteId } from '../../routing/routeTable'

/** The content pages' link targets, resolved through the shell's route table in the page language. */
export type PageKey = RouteId

export function toLang(locale: string): Lang {
  const base = locale.slice(0, 2)
  return isLang(base) ? base : 'en'
}

export function pathFor(key: PageKey, locale: string, slug?: string): string {
  return routePathFor(key, toLang(locale), slug === undefined ? {} : { slug })
}
