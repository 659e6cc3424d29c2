/** A window.matchMedia for jsdom (which has none): `matches` decides which media queries hold. */
export function fakeMatchMedia(matches: (query: string) => boolean): (query: string) => MediaQueryList {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
