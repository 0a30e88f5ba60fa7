import type { TrashKind } from '@portal/contract';
import { conflict, notFound } from '../errors';
import { KINDS } from '../kinds';

/** What a write to a record in the trash, or a restore, answers when it cannot be done. */

/** A PUT to a record in the trash: nothing written; the browser offers Restore. */
export const inTrash = (label: string) =>
  conflict('IN_TRASH', `This ${label} is in the trash. Restore it to edit it.`);

/** Missing, already restored or purged, of another workspace: one answer for all. */
export const NOT_IN_TRASH = 'Not in the trash';

/** Why a restore found nothing to restore, or found the record's name taken. */
export const restoreRefusal = (
  kind: TrashKind,
  outcome: { outcome: 'not-found' } | { outcome: 'name-in-use'; name: string },
) =>
  outcome.outcome === 'not-found'
    ? notFound(NOT_IN_TRASH)
    : KINDS[kind].onePerWorkspace
      ? conflict(
          `${kind.toUpperCase()}_EXISTS`,
          `This workspace already has ${KINDS[kind].withArticle}. Delete it, then restore this one.`,
        )
      : conflict(
          'NAME_IN_USE',
          `Another ${KINDS[kind].label} is named '${outcome.name}'. Rename it, then restore this one.`,
        );
