import { LoginPage } from '../features/auth';

/** /login (public). */
export function LoginRoute() {
  return <LoginPage />;
}
