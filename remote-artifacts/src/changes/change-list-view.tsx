import { useId } from 'react';
import { Button, Checkbox, Flex, Typography } from '@portal/shared/antd';
import type {
  Change,
  Entry,
  FieldValue,
  RevisableKind,
  WordPart,
} from '@portal/contract/change-list';
import { ChangeMark, WordChanges } from '@portal/remote-kit/word-changes';
import { changeTitle, entryLines, fieldLabel, flagText } from './change-text';

interface ChangeListViewProps {
  kind: RevisableKind;
  changes: Change[];
  /** The ids of the changes kept (accepted); the others are rejected. */
  kept: ReadonlySet<string>;
  onKeptChange: (kept: Set<string>) => void;
  /** While saving: nothing can be chosen. */
  disabled?: boolean;
}

const listReset = { margin: 0, padding: 0, listStyle: 'none' } as const;

/**
 * A changed text as two lines, what it was (removed words struck through) and what it becomes
 * (added words underlined): read whole, a rewrite stays legible, and a small edit is marked.
 * An entry's field names itself on each line ('Details was: …'): a label of its own before
 * 'Was:' read as a doubled colon ('Details: Was: …', issue 37 §4).
 */
function TextChange({ label, words }: { label?: string; words: readonly WordPart[] }) {
  const was = words.filter((part) => part.op !== 'added');
  const now = words.filter((part) => part.op !== 'removed');
  const empty = (parts: readonly WordPart[]) => parts.every((part) => part.text.trim() === '');
  const lead = (word: string) => (label ? `${label} ${word.toLowerCase()}` : word);
  return (
    <>
      <div>
        {lead('Was')}: {empty(was) ? <em>empty</em> : <WordChanges parts={was} />}
      </div>
      <div>
        {lead('Now')}: {empty(now) ? <em>empty</em> : <WordChanges parts={now} />}
      </div>
    </>
  );
}

/** What a change does, under its title: texts word by word, entries field by field. */
function ChangeDetail({ kind, change }: { kind: RevisableKind; change: Change }) {
  if (change.action === 'changed') {
    return (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {(change.diffs ?? []).map((diff) => (
          <li key={diff.key} style={{ wordBreak: 'break-word' }}>
            <TextChange
              label={
                change.item !== undefined ? fieldLabel(kind, change.field, diff.key) : undefined
              }
              words={
                diff.words ?? [
                  { op: 'removed', text: flagText(diff.before) },
                  { op: 'added', text: flagText(diff.after) },
                ]
              }
            />
          </li>
        ))}
      </ul>
    );
  }
  const value = (change.action === 'added' ? change.after : change.before) as
    Entry | FieldValue | undefined;
  // A line (a product) is its own title; an entry is read out field by field.
  if (value === undefined || typeof value !== 'object') return null;
  const op = change.action;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {entryLines(kind, change.field, value).map((line) => (
        <li key={line} style={{ wordBreak: 'break-word' }}>
          <ChangeMark op={op}>{line}</ChangeMark>
        </li>
      ))}
    </ul>
  );
}

/**
 * A proposal's change list (issue 39 §2): each change in words, with what it changes, and a
 * 'Keep' box each; 'Keep all' and 'Reject all'. What is kept is the caller's to apply. A
 * rejected change says so in words, not by colour alone.
 */
export function ChangeListView({
  kind,
  changes,
  kept,
  onKeptChange,
  disabled,
}: ChangeListViewProps) {
  const headingId = useId();
  const keptCount = changes.filter((change) => kept.has(change.id)).length;
  const toggle = (id: string, keep: boolean) => {
    const next = new Set(kept);
    if (keep) next.add(id);
    else next.delete(id);
    onKeptChange(next);
  };
  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong id={headingId}>
            Proposed changes
          </Typography.Text>
          <Typography.Text role="status">
            {keptCount} of {changes.length} kept
          </Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          <Button
            size="small"
            disabled={disabled || keptCount === changes.length}
            onClick={() => onKeptChange(new Set(changes.map((change) => change.id)))}
          >
            Keep all
          </Button>
          <Button
            size="small"
            disabled={disabled || keptCount === 0}
            onClick={() => onKeptChange(new Set())}
          >
            Reject all
          </Button>
        </Flex>
        <ul aria-labelledby={headingId} style={listReset}>
          {changes.map((change) => {
            const title = changeTitle(kind, change);
            const isKept = kept.has(change.id);
            return (
              <li key={change.id} style={{ padding: '10px 0', borderTop: '1px solid #f0f0f0' }}>
                <Flex vertical gap={4}>
                  <Flex justify="space-between" align="start" gap={8} wrap>
                    <Typography.Text strong style={{ wordBreak: 'break-word' }}>
                      {title}
                      {!isKept && ' · rejected'}
                    </Typography.Text>
                    <Checkbox
                      checked={isKept}
                      disabled={disabled}
                      aria-label={`Keep: ${title}`}
                      onChange={(event) => toggle(change.id, event.target.checked)}
                    >
                      Keep
                    </Checkbox>
                  </Flex>
                  <ChangeDetail kind={kind} change={change} />
                </Flex>
              </li>
            );
          })}
        </ul>
      </Flex>
    </section>
  );
}
