import type { Queryable } from '../../db/database';
import { notFound } from '../../shared/http-error';
import { listActions, subjectExists } from '../operator-actions/index';

/**
 * One page of the record of operator actions, newest first. Asked about one order or review, an empty
 * first page of an unknown one is a 404, so a mistyped id does not look like a quiet subject.
 */
export async function listOperatorActions(db: Queryable, subject: string | null, page: number, pageSize: number) {
  const rows = await listActions(db, subject, pageSize, (page - 1) * pageSize);
  if (subject && rows.length === 0 && page === 1) {
    const [kind, id] = subject.split(':');
    const known = await subjectExists(db, kind === 'order' ? 'order' : 'review', Number(id));
    if (!known) throw notFound(kind === 'order' ? 'Заказ не найден' : 'Отзыв не найден');
  }
  return rows.map((row) => ({ ...row, acted_at: new Date(row.acted_at).toISOString() }));
}
