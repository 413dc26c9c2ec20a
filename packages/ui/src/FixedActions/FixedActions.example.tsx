import { FixedActions } from './FixedActions';

/** The fixed actions with visible labels, going back to the page's heading. */
export function FixedActionsExample() {
  return <FixedActions showLabels focusTargetId="page-title" />;
}
