/** Storage that may be blocked (private mode, sandboxed frames) must never break the page. */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export function safeGet(store: KeyValueStore | undefined, key: string): string | null {
  try {
    return store?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function safeSet(store: KeyValueStore | undefined, key: string, value: string): void {
  try {
    store?.setItem(key, value)
  } catch {
    // Not being able to remember is acceptable; failing the page is not.
  }
}

export function localStore(): KeyValueStore | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export function sessionStore(): KeyValueStore | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}
