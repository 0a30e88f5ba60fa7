import { readText } from '../features/exchange/exchange-files';

/** A file's first bytes, as saved (text decoding would drop a byte order mark). */
function firstBytes(blob: Blob, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve([...new Uint8Array(reader.result as ArrayBuffer).slice(0, count)]);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** What the page handed the browser to save: each file's name, text and first three bytes. */
export function savedFiles() {
  const blobs: Blob[] = [];
  const files: { name: string; text: Promise<string>; head: Promise<number[]> }[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => `blob:${blobs.push(blob)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    const blob = blobs[Number(this.href.split(':').at(-1)) - 1]!;
    files.push({ name: this.download, text: readText(blob), head: firstBytes(blob, 3) });
  });
  return files;
}
