<?php
/**
 * Title: Testimonial
 * Slug: meridian/testimonial
 * Categories: text, testimonials
 * Keywords: quote, testimonial, review, praise
 * Description: A large serif quotation with the reader's name underneath, centred on a linen band.
 */
?>
<!-- wp:group {"align":"full","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"}}},"backgroundColor":"base-2","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull has-base-2-background-color has-background" style="padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:quote -->
<blockquote class="wp-block-quote"><!-- wp:paragraph -->
<p><?php esc_html_e( 'Reading Meridian feels like a long walk with a friend who notices everything. I save every issue.', 'meridian' ); ?></p>
<!-- /wp:paragraph --><cite><?php esc_html_e( 'Ada Lindqvist, subscriber since the first letter', 'meridian' ); ?></cite></blockquote>
<!-- /wp:quote --></div>
<!-- /wp:group -->
