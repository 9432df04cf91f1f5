import { Link } from 'react-router';
import type { FormName } from '../../domain/accounts';
import { formPath } from '../../domain/accounts';

/** The navigation state the forms pass each other (and checkout's sign-in passes them, 11-G33). */
export interface NavState {
  from?: unknown;
  email?: string;
  /** The reset flow was opened by a sign-in that needs it (11-G22). */
  resetRequired?: boolean;
}

/** The line under a form that goes to another form ('No account yet? Create one'), keeping the navigation state. */
export function SwitchTo({ form, lead, label, state }: { form: FormName; lead?: string; label: string; state: NavState }) {
  return (
    <p className="account-page__switch">
      {lead ? `${lead} ` : null}
      <Link to={formPath(form)} state={state}>
        {label}
      </Link>
    </p>
  );
}
