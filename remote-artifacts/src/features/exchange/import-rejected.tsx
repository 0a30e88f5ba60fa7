import { Button, Flex } from '@portal/shared/antd';
import { Alert } from '@portal/shared/antd-nav';
import type { ImportRow } from '@portal/contract';
import { count } from '../../components/preview-text';
import { PreviewList } from '../../components/preview-list';
import { KIND_NAMES } from '../../lib/records-text';
import { saveFile } from './exchange-files';
import type { ChosenFile, ImportDone } from './use-import';
import { importedMessage } from './import-preview';
import { rejectedFileName, rejectedRowsCsv } from './rejected-rows';

const rejectedText = ({ row, kind, name }: ImportRow) =>
  `Row ${row} (${KIND_NAMES[kind]})${name ? ` “${name}”` : ''}`;

/**
 * After a `valid-rows` import that left rows out: what was imported, the rows left out, and
 * those rows with their reasons as a CSV to download, fix and import again.
 */
export function ImportRejected({ file, done }: { file: ChosenFile; done: ImportDone }) {
  const download = () =>
    saveFile(rejectedFileName(file.name), rejectedRowsCsv(file, done.rejected, done.errors), 'csv');
  return (
    <Flex vertical gap={16}>
      <Alert
        type="warning"
        showIcon
        title={`${importedMessage(done.written)} ${count(done.rejected.length, 'row')} with errors ${done.rejected.length === 1 ? 'was' : 'were'} left out.`}
      />
      <PreviewList title="Left out" items={done.rejected} text={rejectedText} type="danger" />
      <div>
        <Button onClick={download}>Download the rows left out</Button>
      </div>
    </Flex>
  );
}
