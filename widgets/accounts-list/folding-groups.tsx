import { useId, type ReactNode } from 'react';

export interface FoldingGroup {
  readonly id: string;
  /** What the header button reads: the group's name and total. */
  readonly header: ReactNode;
  readonly content: ReactNode;
}

interface FoldingGroupsProps {
  readonly groups: readonly FoldingGroup[];
  /** The groups the member folded away. */
  readonly folded: ReadonlySet<string>;
  readonly onToggle: (id: string) => void;
}

/**
 * The product groups in one frame, each under a header button that folds it away (aria-expanded,
 * aria-controls its content, which stays in the page, hidden, while folded). Drawn as antd's
 * Collapse draws its panels, with CSS instead of its component, which the first screen does not
 * carry (docs/decisions/012).
 */
export function FoldingGroups({ groups, folded, onToggle }: FoldingGroupsProps): ReactNode {
  const prefix = useId();
  return (
    <div className="pb-folding-groups">
      {groups.map((group) => {
        const open = !folded.has(group.id);
        const contentId = `${prefix}-${group.id}`;
        return (
          <div key={group.id} className="pb-folding-group">
            <button type="button" className="pb-folding-header" aria-expanded={open} aria-controls={contentId} onClick={() => onToggle(group.id)}>
              <span className="pb-folding-icon" aria-hidden="true">
                <svg viewBox="0 0 12 12" width="12" height="12" focusable="false">
                  <path d="M4 1.5 8.5 6 4 10.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
              <span className="pb-folding-title">{group.header}</span>
            </button>
            <div id={contentId} className="pb-folding-content" hidden={!open}>
              {group.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
