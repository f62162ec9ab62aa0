// Shown while the cursor is in a link: where it goes, and buttons to edit or remove
// it (before, a link could only be undone by 'Clean formatting').

import type { LinkAtCursor } from './link-commands';

export interface LinkPopoverProps {
  link: LinkAtCursor;
  /** Where it sits inside the editor frame, below the link. */
  position: { top: number; left: number } | null;
  onEdit: () => void;
  onRemove: () => void;
}

export function LinkPopover({ link, position, onEdit, onRemove }: LinkPopoverProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- not an action: a press here keeps the editor's selection in the link
    <div
      className="rich-link-popover"
      role="group"
      aria-label="Link"
      style={position ? { top: position.top, left: position.left } : undefined}
      onMouseDown={(event) => event.preventDefault()}
    >
      <a href={link.url} target="_blank" rel="noopener noreferrer" className="rich-link-popover__url">
        {link.url}
      </a>
      <button type="button" className="btn btn-outline btn-small" onClick={onEdit}>
        Edit link
      </button>
      <button type="button" className="btn btn-outline btn-small" onClick={onRemove}>
        Remove link
      </button>
    </div>
  );
}
