import type { RenderedVariable, RenderWarning } from '@portal/contract';
import { PROMPT_VARIABLES, type PromptVariable } from '@portal/contract/template';
import type { PromptView, RecordView, ViewItem } from './prompt-view';

/** mustache.js's parse tree: [type, value, start, end, children?]. */
export type Token = [string, string, number, number, Token[]?];

const byName = new Map(PROMPT_VARIABLES.map((variable) => [variable.name, variable]));

const RECORD_LABELS: Record<string, string> = {
  tenant: 'Tenant',
  workspace: 'Workspace',
  icp: 'ICP',
  usp: 'USP',
  research: 'Research brief',
};
/** A record the workspace has not made yet, rather than one the render did not choose. */
const NOT_MADE: Record<string, string> = {
  research:
    'This workspace has no research brief yet: the research.* variables render empty. ' +
    "Use 'Research the company' on the dashboard.",
};
const ITEM_LABELS: Record<string, string> = {
  'icp.segments': 'Segment',
  'icp.buyerPersonas': 'Buyer persona',
};

/** `primaryDomain` → `primary domain`, as the screens say it. */
const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** `icp.segments` → ['icp', 'segments']: the record and its value's key in the view. */
const recordAndKey = (name: string) => {
  const dot = name.indexOf('.');
  return [name.slice(0, dot), name.slice(dot + 1)] as const;
};

/** A value of its own (`request`): no record before its name. */
const isOwnValue = (name: string) => !name.includes('.');

/**
 * The fields each list's section names (`{{#icp.buyerPersonas}}{{description}}…` → personas:
 * description), looked up as mustache does: in the innermost list that has the field.
 */
export function listFieldsUsed(tokens: Token[]): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const walk = (list: Token[], lists: PromptVariable[]) => {
    for (const [type, value, , , children] of list) {
      if (type !== 'name' && type !== '&' && type !== '#' && type !== '^') continue;
      const owner = lists.findLast((scope) => scope.fields?.some((f) => f.name === value));
      if (owner) used.set(owner.name, (used.get(owner.name) ?? new Set()).add(value));
      if (type === '#' || type === '^') {
        const variable = owner ? undefined : byName.get(value);
        const opens = type === '#' && variable?.kind === 'list';
        walk(children ?? [], opens ? [...lists, variable] : lists);
      }
    }
  };
  walk(tokens, []);
  return used;
}

/** What each variable the text names rendered as; a list shows its items, one per line. */
export function renderedVariables(names: string[], view: PromptView): RenderedVariable[] {
  return names.map((name) => {
    if (isOwnValue(name)) return { name, value: (view[name] as string | undefined) ?? '' };
    const [record, key] = recordAndKey(name);
    const value = (view[record] as RecordView | undefined)?.[key] ?? '';
    if (typeof value === 'string') return { name, value };
    const items = value.map((item) => (typeof item === 'string' ? item : String(item.name)));
    return { name, value: items.join('\n') };
  });
}

/**
 * The values the text names that the records leave empty: a record not chosen (one warning
 * for all its variables), an empty text or list, an empty field a list's section names.
 */
export function renderWarnings(
  names: string[],
  fieldsUsed: Map<string, Set<string>>,
  view: PromptView,
): RenderWarning[] {
  const warnings: RenderWarning[] = [];
  const notChosen = new Set<string>();
  for (const name of names) {
    if (isOwnValue(name)) {
      if (isBlank(view[name] ?? '')) {
        warnings.push({ variable: name, message: `No ${name} given: it renders empty` });
      }
      continue;
    }
    const [record, key] = recordAndKey(name);
    const values = view[record] as RecordView | undefined;
    if (!values) {
      if (!notChosen.has(record)) {
        notChosen.add(record);
        const message =
          NOT_MADE[record] ?? `No ${RECORD_LABELS[record]} chosen: its variables render empty`;
        warnings.push({ variable: record, message });
      }
      continue;
    }
    const value = values[key]!;
    if (isBlank(value) || value.length === 0) {
      // A brief's view has no name (no research.name variable): it is the workspace's one.
      const owner =
        values.name === undefined
          ? `The ${RECORD_LABELS[record]!.toLowerCase()}`
          : `${RECORD_LABELS[record]} "${String(values.name)}"`;
      warnings.push({ variable: name, message: `${owner} has no ${words(key)}` });
      continue;
    }
    if (typeof value === 'string') continue;
    (value as (string | ViewItem)[]).forEach((item, index) => {
      if (typeof item === 'string') return;
      for (const field of fieldsUsed.get(name) ?? []) {
        if (!isBlank(item[field])) continue;
        warnings.push({
          variable: `${name}[${index}].${field}`,
          message: `${ITEM_LABELS[name] ?? 'Item'} "${String(item.name)}" has no ${words(field)}`,
        });
      }
    });
  }
  return warnings;
}
