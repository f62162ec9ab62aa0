// The edit pencil (a link to `${edit}/{id}`) and the delete trash of a row.

import type { ReactNode } from 'react';
import { Link } from '@agency/shared/router';
import { Icon } from '../layout/icon';

export interface RowActionsProps {
  /** Name of the row, so each button says what it acts on. */
  name: string;
  editTo?: string;
  onDelete?: () => void;
  /** The delete button's label when not `Delete {name}` (the trash: `Delete {name} forever`). */
  deleteLabel?: string;
  /** More buttons before the delete one (the trash: Restore). */
  children?: ReactNode;
}

export function RowActions({ name, editTo, onDelete, deleteLabel, children }: RowActionsProps) {
  return (
    <div className="admin-row-actions">
      {editTo ? (
        <Link to={editTo} className="admin-icon-button" aria-label={`Edit ${name}`} title="Edit">
          <Icon name="pencil" size={18} />
        </Link>
      ) : null}
      {children}
      {onDelete ? (
        <button
          type="button"
          className="admin-icon-button admin-icon-button--danger"
          aria-label={deleteLabel ?? `Delete ${name}`}
          title="Delete"
          onClick={onDelete}
        >
          <Icon name="trash" size={18} />
        </button>
      ) : null}
    </div>
  );
}
