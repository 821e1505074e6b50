import { useSession } from '../../app-context';
import { onDemandPart, OnDemandMenu } from '../../components/on-demand';
import { UserButton } from './user-button';

const userMenu = onDemandPart(() => import('./user-menu.lazy').then((m) => m.UserMenuOpen));

/** Name, role and initials avatar; 'Sair' signs out and goes to the login page; on the mock backend, reset its demo data. */
export function UserMenu() {
  const session = useSession();
  if (!session) return null;
  return <OnDemandMenu part={userMenu} props={{ session }} trigger={<UserButton session={session} />} />;
}
