// The whole REST route table, in matching order.
import { blockTypesRoutes } from './block-types-routes';
import { commentsRoutes } from './comments-routes';
import type { RouteDefinition } from './context';
import { RestApi } from './dispatch';
import { exportRoutes } from './export-routes';
import { fontCollectionsRoutes } from './fonts/font-collections-routes';
import { fontFacesRoutes } from './fonts/font-faces-routes';
import { fontFamiliesRoutes } from './fonts/font-families-routes';
import { globalStylesRevisionsRoutes } from './global-styles-revisions-routes';
import { globalStylesRoutes } from './global-styles-routes';
import { indexRoutes } from './index-routes';
import { mediaRoutes } from './media-routes';
import { menusRoutes } from './menus-routes';
import { navigationFallbackRoutes } from './navigation-fallback-routes';
import { patternsRoutes } from './patterns-routes';
import { postRestTypes } from './posts/post-rest-types';
import { postRevisionsRoutes, templateRevisionsRoutes } from './post-revisions-routes';
import { postsRoutes } from './posts/posts-controller';
import { searchRoutes } from './search-routes';
import { settingsRoutes } from './settings-routes';
import { statusesRoutes } from './statuses-routes';
import { templatesRoutes } from './templates/templates-routes';
import { allTermsRoutes } from './terms-routes';
import { themesRoutes } from './themes-routes';
import { typesRoutes } from './types-routes';
import { usersRoutes } from './users-routes';

/** `fontCollectionFamilies` pads the font collection for benchmarks (`--font-families N`). */
export function createRestApi(options: { fontCollectionFamilies?: number } = {}): RestApi {
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
    ...Object.values(postRestTypes).flatMap((rest) => postRevisionsRoutes(rest)),
    ...allTermsRoutes(),
    ...mediaRoutes(),
    ...patternsRoutes(),
    ...blockTypesRoutes(),
    ...commentsRoutes(),
    ...templatesRoutes('wp_template'),
    ...templatesRoutes('wp_template_part'),
    ...templateRevisionsRoutes('wp_template'),
    ...templateRevisionsRoutes('wp_template_part'),
    ...fontFamiliesRoutes(),
    ...fontFacesRoutes(),
    ...fontCollectionsRoutes(options.fontCollectionFamilies),
    ...navigationFallbackRoutes(),
    ...menusRoutes(),
    ...searchRoutes(),
    ...exportRoutes(),
  );
  return new RestApi(routes);
}
