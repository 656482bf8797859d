import { LayoutGrid, List } from 'lucide';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './ViewToggle.css';

export const viewModes = ['grid', 'list'] as const;
export type ViewMode = (typeof viewModes)[number];

export interface ViewToggleProps {
  value: ViewMode;
  onChange: (value: ViewMode) => void;
  /** Names the group, e.g. "Media view". */
  label?: string;
  /** Show "Grid"/"List" beside the icons (they are always there for screen readers). */
  showLabels?: boolean;
}

const options = [
  { mode: 'grid', text: 'Grid view', short: 'Grid', icon: LayoutGrid },
  { mode: 'list', text: 'List view', short: 'List', icon: List },
] as const;

/** Two toggle buttons (aria-pressed) that switch a collection between grid and list layouts. */
export function ViewToggle({
  value,
  onChange,
  label = 'View',
  showLabels = false,
}: ViewToggleProps) {
  return (
    <fieldset aria-label={label} className={styles.group}>
      {options.map((option) => (
        <button
          key={option.mode}
          type="button"
          className={styles.option}
          aria-pressed={value === option.mode}
          onClick={() => onChange(option.mode)}
        >
          <Icon icon={option.icon} size="small" />
          {showLabels ? (
            <>
              <span aria-hidden="true">{option.short}</span>
              <VisuallyHidden>{option.text}</VisuallyHidden>
            </>
          ) : (
            <VisuallyHidden>{option.text}</VisuallyHidden>
          )}
        </button>
      ))}
    </fieldset>
  );
}
