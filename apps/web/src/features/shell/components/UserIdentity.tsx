import { initialsOf, type User } from '@sym/contracts';
import { Avatar } from '../../../ui';

/** Avatar with name and e-mail, at the top of the user and mobile menus. */
export function UserIdentity({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 items-center gap-3 px-3 py-2">
      <Avatar initials={initialsOf(user.name || user.email)} imageUrl={user.profilePicture} size="lg" />
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-fg">{user.name || user.email}</p>
        {user.name && <p className="truncate text-xs text-fg-muted">{user.email}</p>}
      </div>
    </div>
  );
}
