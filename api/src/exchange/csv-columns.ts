import type { IcpContent, UspContent } from '@portal/contract';

/*
 * One CSV row per record, lists flattened into numbered columns: as many as the workspace's
 * longest list needs, a shorter list leaving its last cells empty (docs/api.md, "CSV"). A
 * persona's flags are `yes` or `no`.
 */

/** How many numbered groups each list needs in this file. */
export interface IcpWidths {
  segments: number;
  personas: number;
}
export interface UspWidths {
  products: number;
  capabilities: number;
}

const numbered = (count: number, names: (n: number) => string[]) =>
  Array.from({ length: count }, (_, index) => names(index + 1)).flat();

export const icpHeader = ({ segments, personas }: IcpWidths) => [
  'name',
  'description',
  ...numbered(segments, (n) => [
    `segment ${n} name`,
    `segment ${n} description`,
    `segment ${n} details`,
  ]),
  ...numbered(personas, (n) => [
    `persona ${n} name`,
    `persona ${n} description`,
    `persona ${n} mobilizer`,
    `persona ${n} buying committee`,
  ]),
];

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/** `cells` padded with empty cells to `groups` groups of `size`. */
const padded = (cells: string[], groups: number, size: number) => [
  ...cells,
  ...Array<string>(groups * size - cells.length).fill(''),
];

export const icpCells = (icp: IcpContent, widths: IcpWidths) => [
  icp.name,
  icp.description,
  ...padded(
    icp.segments.flatMap((s) => [s.name, s.description, s.details]),
    widths.segments,
    3,
  ),
  ...padded(
    icp.buyerPersonas.flatMap((p) => [
      p.name,
      p.description ?? '',
      yesNo(p.isMobilizer),
      yesNo(p.isBuyingCommittee),
    ]),
    widths.personas,
    4,
  ),
];

export const uspHeader = ({ products, capabilities }: UspWidths) => [
  'name',
  'differentiator',
  ...numbered(products, (n) => [`product ${n}`]),
  ...numbered(capabilities, (n) => [`capability ${n}`]),
];

export const uspCells = (usp: UspContent, widths: UspWidths) => [
  usp.name,
  usp.differentiator,
  ...padded([...usp.products], widths.products, 1),
  ...padded([...usp.capabilities], widths.capabilities, 1),
];
