// The whole REST route table, in matching order. Font families, font collections and the site
// export come in later issues; until then their paths answer 404 rest_no_route.
import { blockTypesRoutes } from './block-types-routes';
import type { RouteDefinition } from './context';
import { RestApi } from './dispatch';
import { globalStylesRevisionsRoutes } from './global-styles-revisions-routes';
import { globalStylesRoutes } from './global-styles-routes';
import { indexRoutes } from './index-routes';
import { patternsRoutes } from './patterns-routes';
import { postRestTypes } from './posts/post-rest-types';
import { postsRoutes } from './posts/posts-controller';
import { settingsRoutes } from './settings-routes';
import { statusesRoutes } from './statuses-routes';
import { templatesRoutes } from './templates/templates-routes';
import { allTermsRoutes } from './terms-routes';
import { themesRoutes } from './themes-routes';
import { typesRoutes } from './types-routes';
import { usersRoutes } from './users-routes';

export function createRestApi(): RestApi {
  const routes: RouteDefinition[] = [];
  routes.push(
    ...indexRoutes(() => routes),
    ...settingsRoutes(),
    ...themesRoutes(),
    ...globalStylesRoutes(),
    ...globalStylesRevisionsRoutes(),
    ...usersRoutes(),
    ...typesRoutes(),
    ...statusesRoutes(),
    ...Object.values(postRestTypes).flatMap((rest) => postsRoutes(rest)),
    ...allTermsRoutes(),
    ...patternsRoutes(),
    ...blockTypesRoutes(),
    ...templatesRoutes('wp_template'),
    ...templatesRoutes('wp_template_part'),
  );
  return new RestApi(routes);
}
