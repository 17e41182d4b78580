// The full editor's /navigation and /wp_navigation/{postId} content (loaded with the route):
// the screens of navigation-screen.tsx, routed through the editor's URL.
import { useStore } from '@nanostores/react';
import { navigate } from '../../stores/router';
import { $activeTheme } from '../../stores/site';
import { NavigationScreen } from './navigation-screen';

export default function NavigationRoute({ params }: { params: Record<string, string> }) {
  const theme = useStore($activeTheme);
  const id = params.postId ? Number(params.postId) : undefined;
  return (
    <NavigationScreen
      menuId={id !== undefined && Number.isInteger(id) ? id : undefined}
      onOpenMenu={(menu) => navigate(`/wp_navigation/${menu}`)}
      onBackToList={() => navigate('/navigation')}
      showPreview={theme.traits?.isBlockTheme !== false}
    />
  );
}
