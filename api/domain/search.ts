/**
 * How the back office's search boxes compare what staff type with what customers wrote: both
 * sides folded the same way, so that "maria" finds "María", "LOPEZ" finds "López" and "ليلى"
 * finds "لَيْلى" on SQLite and MariaDB alike. Folding drops every combining mark after canonical
 * decomposition (accents, Arabic short vowels and the hamza written on an alef), the Arabic
 * tatweel (a stretch of the line, not a letter), and case; and it writes the Arabic letters
 * people write either way at the end of a word (alef maqsura and yeh, teh marbuta and heh) as
 * one of them.
 */
export function foldForSearch(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .toLowerCase()
}

/** What a customer's name is found by: first and last name together, folded. */
export const searchNameOf = (firstName: string, lastName: string) =>
  foldForSearch(`${firstName} ${lastName}`)

/*
 * A suite as staff type it: with its prefix or without (`SG-48213`, `sg 48213`, `48213`). The
 * digits alone find it either way.
 */
const SUITE = /^\s*sg[\s-]*(\d{3,})\s*$/i

/** The text to look for among suites: the digits of a suite typed with its prefix, else the text. */
export const suiteSearchOf = (text: string) => SUITE.exec(text)?.[1] ?? text.trim()
