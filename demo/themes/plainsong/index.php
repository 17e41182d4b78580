<?php
/**
 * The only template: a header, the loop, a footer.
 *
 * @package Plainsong
 */
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div class="site">
	<header class="site-header">
		<p class="site-title"><a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php bloginfo( 'name' ); ?></a></p>
	</header>

	<main class="site-main">
		<?php if ( have_posts() ) : ?>
			<?php while ( have_posts() ) : the_post(); ?>
				<article id="post-<?php the_ID(); ?>" <?php post_class( 'entry' ); ?>>
					<h2 class="entry-title"><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
					<p class="entry-meta"><?php echo esc_html( get_the_date() ); ?></p>
					<div class="entry-content"><?php the_content(); ?></div>
				</article>
			<?php endwhile; ?>
			<?php the_posts_navigation(); ?>
		<?php else : ?>
			<p><?php esc_html_e( 'Nothing here yet.', 'plainsong' ); ?></p>
		<?php endif; ?>
	</main>

	<footer class="site-footer">
		<p><?php bloginfo( 'name' ); ?></p>
	</footer>
</div>
<?php wp_footer(); ?>
</body>
</html>
