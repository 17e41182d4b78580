<?php
/**
 * Title: Page not found message
 * Slug: meridian/hidden-404
 * Inserter: no
 * Template Types: 404
 * Description: The heading, apology and search box the 404 template shows; kept out of the inserter because it only makes sense there.
 */
?>
<!-- wp:heading {"level":1,"fontSize":"huge"} -->
<h1 class="wp-block-heading has-huge-font-size"><?php echo esc_html_x( 'Page not found', 'Title of the 404 page', 'meridian' ); ?></h1>
<!-- /wp:heading -->

<!-- wp:paragraph {"fontSize":"large","textColor":"contrast-2"} -->
<p class="has-contrast-2-color has-text-color has-large-font-size"><?php esc_html_e( 'The page you were looking for has moved or never existed. A search might find it.', 'meridian' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:search {"label":"<?php echo esc_attr__( 'Search', 'meridian' ); ?>","showLabel":false,"buttonText":"<?php echo esc_attr__( 'Search', 'meridian' ); ?>"} /-->
