/**
 * Makes `matchMedia` answer width queries as a window `width` pixels wide would, so antd's
 * breakpoints (Grid.useBreakpoint) see a phone or a desktop. Call before rendering.
 */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

export const DESKTOP_WIDTH = 1280;
export const PHONE_WIDTH = 390;
