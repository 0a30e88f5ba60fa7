import { readText } from '../features/exchange/exchange-files';

/** What the page handed the browser to save: each file's name and text. */
export function savedFiles() {
  const blobs: Blob[] = [];
  const files: { name: string; text: Promise<string> }[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => `blob:${blobs.push(blob)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    const blob = blobs[Number(this.href.split(':').at(-1)) - 1]!;
    files.push({ name: this.download, text: readText(blob) });
  });
  return files;
}
