import { EXCHANGE_LIMITS, ID_MAX } from '@portal/contract/limits';
import { validationFailed } from '../errors';

/**
 * The ids of an export's selection (`?ids=a,b,c`): each named once, none empty, at most
 * EXCHANGE_LIMITS.exportIds. A 400 says which entry is wrong; whether each is a record of the
 * workspace is the repository's to answer.
 */
export function selectionIds(value: string): string[] {
  if (value === '')
    throw validationFailed('ids names no record: leave it out to export every record');
  const ids = value.split(',');
  if (ids.length > EXCHANGE_LIMITS.exportIds)
    throw validationFailed(
      `ids names ${ids.length} records; an export takes at most ${EXCHANGE_LIMITS.exportIds}`,
    );
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (id === '')
      throw validationFailed(
        `ids is a comma-separated list of record ids: entry ${index + 1} is empty`,
      );
    if (id.length > ID_MAX)
      throw validationFailed(`ids: entry ${index + 1} is longer than ${ID_MAX} characters`);
    if (seen.has(id)) throw validationFailed(`ids names '${id}' twice`);
    seen.add(id);
  });
  return ids;
}
