import { contrastRatio } from './contrast';

// Reference figures from the WCAG 2 formula (WebAIM's contrast checker gives the same).
it.each([
  ['#000000', '#ffffff', 21],
  ['#fff', '#fff', 1],
  ['#777777', '#ffffff', 4.48],
  ['rgb(118, 118, 118)', '#ffffff', 4.54],
  ['#ffffff', '#2f54eb', 5.85],
])('%s on %s is %d:1', (text, background, ratio) => {
  expect(contrastRatio(text, background)).toBeCloseTo(ratio, 2);
});

it('blends translucent text over its background first', () => {
  // Black at 45 % over white is drawn as #8c8c8c: antd's default secondary text.
  expect(contrastRatio('rgba(0,0,0,0.45)', '#ffffff')).toBeCloseTo(
    contrastRatio('#8c8c8c', '#ffffff'),
    1,
  );
  expect(contrastRatio('#00000073', '#ffffff')).toBeCloseTo(3.36, 1);
});

it('refuses a colour it cannot read rather than guessing', () => {
  expect(() => contrastRatio('hsl(0, 0%, 0%)', '#fff')).toThrow('hsl(0, 0%, 0%)');
});
