<?php
/**
 * Title: Centered header
 * Slug: meridian/header-centered
 * Categories: header
 * Keywords: header, masthead, navigation, centered
 * Description: The site title and tagline centred above the navigation, like a magazine masthead.
 * Viewport Width: 1200
 * Block Types: core/template-part/header
 */
?>
<!-- wp:group {"style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|40"},"blockGap":"var:preset|spacing|30"}},"layout":{"type":"flex","orientation":"vertical","justifyContent":"center"}} -->
<div class="wp-block-group" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--40)"><!-- wp:site-title {"level":0,"textAlign":"center","fontSize":"x-large"} /-->

<!-- wp:site-tagline {"textAlign":"center"} /-->

<!-- wp:navigation {"overlayMenu":"mobile","layout":{"type":"flex","justifyContent":"center"}} -->
<!-- wp:page-list /-->
<!-- /wp:navigation --></div>
<!-- /wp:group -->
