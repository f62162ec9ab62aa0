// The edit pencil (a link to `${edit}/{id}`) and the delete trash of a row.

import { Link } from '@agency/shared/router';
import { Icon } from '../layout/icon';

export interface RowActionsProps {
  /** Name of the row, so each button says what it acts on. */
  name: string;
  editTo?: string;
  onDelete?: () => void;
}

export function RowActions({ name, editTo, onDelete }: RowActionsProps) {
  return (
    <div className="admin-row-actions">
      {editTo ? (
        <Link to={editTo} className="admin-icon-button" aria-label={`Edit ${name}`} title="Edit">
          <Icon name="pencil" size={18} />
        </Link>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className="admin-icon-button admin-icon-button--danger"
          aria-label={`Delete ${name}`}
          title="Delete"
          onClick={onDelete}
        >
          <Icon name="trash" size={18} />
        </button>
      ) : null}
    </div>
  );
}
