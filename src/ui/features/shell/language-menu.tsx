import { onDemandPart, OnDemandMenu } from '../../components/on-demand';
import { LanguageButton } from './language-button';

const languageMenu = onDemandPart(() => import('./language-menu.lazy').then((m) => m.LanguageMenuOpen));

/** English / Português; switching re-renders the whole UI and sets the document's lang. */
export function LanguageMenu({ className }: { className?: string }) {
  return <OnDemandMenu part={languageMenu} props={{ className }} trigger={<LanguageButton className={className} />} />;
}
