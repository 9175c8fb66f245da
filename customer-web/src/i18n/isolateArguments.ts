import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/* First-strong isolate and its end (Unicode bidi): the text between takes its own direction. */
const FSI = '\u2068'
const PDI = '\u2069'

const VALUE_TYPES: readonly TYPE[] = [TYPE.argument, TYPE.number, TYPE.date, TYPE.time, TYPE.pound]

/**
 * A right-to-left message with every value it is given (an amount, a package number, a store's name) set
 * apart as its own run: "SHP-J33433P3" or "(TBA…)" inside an Arabic sentence keep their order instead of
 * being mixed with the words around them. Used on the Arabic catalog when it is built.
 */
export function isolateArguments(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.flatMap((element): MessageFormatElement[] => {
    if (VALUE_TYPES.includes(element.type))
      return [{ type: TYPE.literal, value: FSI }, element, { type: TYPE.literal, value: PDI }]
    if (element.type === TYPE.tag)
      return [{ ...element, children: isolateArguments(element.children) }]
    if (element.type === TYPE.select || element.type === TYPE.plural)
      return [
        {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: isolateArguments(option.value) },
            ])
          ),
        },
      ]
    return [element]
  })
}
