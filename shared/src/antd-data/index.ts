// antd's data-display components, shared as a second singleton beside `@portal/shared/antd`
// (see there): Table alone is about a quarter of antd's shipped bytes, and only the
// instruction and the static pages use them. The host provides both kits
// (host/src/remotes/provided-kits.ts) and its registrations win over a remote's, so antd's
// internals such as the ConfigProvider context stay one instance.
export { Rate, Statistic, Table } from 'antd';
export type { TableColumnsType } from 'antd';
