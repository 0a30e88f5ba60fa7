type Rgba = [red: number, green: number, blue: number, alpha: number];

function parseColor(color: string): Rgba {
  const hex = /^#([\da-f]{3}|[\da-f]{6}|[\da-f]{8})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [red, green, blue, alpha = 255] = (full.match(/../g) ?? []).map((pair) =>
      parseInt(pair, 16),
    );
    return [red!, green!, blue!, alpha / 255];
  }
  const channels = /^rgba?\(([^)]+)\)$/.exec(color.replace(/\s/g, ''))?.[1]?.split(',');
  if (!channels) throw new Error(`not a colour this check reads: ${color}`);
  const [red, green, blue, alpha = 1] = channels.map(Number);
  return [red!, green!, blue!, alpha];
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance([red, green, blue]: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/**
 * WCAG 2 contrast ratio of `text` drawn on an opaque `background`; a translucent text colour
 * (antd's greys are black at some opacity) is blended over the background first, as drawn.
 */
export function contrastRatio(text: string, background: string): number {
  const [red, green, blue, alpha] = parseColor(text);
  const below = parseColor(background);
  const blend = (top: number, under: number) => top * alpha + under * (1 - alpha);
  const drawn: Rgba = [blend(red, below[0]), blend(green, below[1]), blend(blue, below[2]), 1];
  const [lighter, darker] = [luminance(drawn), luminance(below)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
