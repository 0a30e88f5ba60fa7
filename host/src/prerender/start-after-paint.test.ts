import { afterFirstPaint } from './after-first-paint';
import { PRERENDERED_ID } from './prerendered-id';
import { PRELOADS_ID, startPreloads } from './preloads-after-paint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  document.getElementById(PRERENDERED_ID)?.remove();
});

it('starts at once when nothing is pre-rendered', () => {
  const start = jest.fn();
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts once, after the frame that paints the pre-rendered page', () => {
  const prerendered = document.createElement('div');
  prerendered.id = PRERENDERED_ID;
  document.body.append(prerendered);
  const start = jest.fn();

  afterFirstPaint(start);
  expect(start).not.toHaveBeenCalled();

  jest.runAllTimers();
  expect(start).toHaveBeenCalledTimes(1);
});

it('starts the preloads the server held back, once', () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PRELOADS_ID;
  block.textContent = JSON.stringify([
    { href: '/262.js', as: 'script' },
    { href: 'http://remote.test/mf-manifest.json', as: 'fetch', crossorigin: true },
  ]);
  document.head.append(block);

  startPreloads();
  startPreloads();

  const links = [...document.head.querySelectorAll('link[rel="preload"]')];
  expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([
    ['/262.js', 'script'],
    ['http://remote.test/mf-manifest.json', 'fetch'],
  ]);
  expect(links[1]).toHaveAttribute('crossorigin', '');
  expect(document.getElementById(PRELOADS_ID)).toBeNull();
  links.forEach((link) => link.remove());
});
