import type { Rule } from 'antd/es/form'

/**
 * "Choose one" for a Select. antd's `required` would put aria-required on the select's wrapper,
 * a div without a role, which axe reports; a validator says the same without it.
 */
export function requiredChoice(message: string): Rule {
  return {
    validator: (_, value) =>
      value === undefined || value === null || value === ''
        ? Promise.reject(new Error(message))
        : Promise.resolve(),
  }
}
