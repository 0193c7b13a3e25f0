import { AdminPage } from '../features/admin';

/** /admin: site administration (users, credits, tiers, registration, audit log), administrators only. */
export function AdminRoute() {
  return <AdminPage />;
}
