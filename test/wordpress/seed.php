<?php
// Seeds the WordPress lane's site, run by scripts/wordpress.mjs with WordPress loaded: the block
// theme, pretty permalinks, an editor and an author, pages with a hierarchy, posts by two people,
// a navigation menu, a user pattern, and our plugin active. Prints the ids the tests need as JSON.
define( 'WP_ADMIN', true );
require getenv( 'WP_ROOT' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

switch_theme( 'twentytwentyfive' );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'blogname', 'Site Editor Lane' );
flush_rewrite_rules();

$ids = array( 'users' => array( 'admin' => 1 ) );
foreach ( array( 'editor', 'author' ) as $role ) {
	$ids['users'][ $role ] = wp_insert_user(
		array(
			'user_login'   => $role,
			'user_pass'    => $role,
			'user_email'   => "$role@example.org",
			'display_name' => ucfirst( $role ) . ' Person',
			'role'         => $role,
		)
	);
}

// The site editor's welcome guide (core/edit-site welcomeGuide) would open over every test's
// first screen: the seeded users have closed it, as WordPress keeps it (user meta per site).
global $wpdb;
foreach ( $ids['users'] as $user_id ) {
	update_user_meta(
		$user_id,
		$wpdb->get_blog_prefix() . 'persisted_preferences',
		array(
			'core/edit-site' => array( 'welcomeGuide' => false ),
			'_modified'      => gmdate( 'c' ),
		)
	);
}

// Pages: two parents with children (one grandchild), created so that ids do not follow the tree.
function lane_page( $title, $parent = 0, $order = 0, $status = 'publish' ) {
	return wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_title'   => $title,
			'post_status'  => $status,
			'post_parent'  => $parent,
			'menu_order'   => $order,
			'post_author'  => 1,
			'post_content' => "<!-- wp:paragraph -->\n<p>$title</p>\n<!-- /wp:paragraph -->",
		),
		true
	);
}
$about            = lane_page( 'About' );
$contact          = lane_page( 'Contact' );
$team             = lane_page( 'Team', $about, 1 );
$history          = lane_page( 'History', $about, 2 );
$founders         = lane_page( 'Founders', $team, 1 );
$ids['pages']     = compact( 'about', 'contact', 'team', 'history', 'founders' );
$ids['pages']['draft'] = lane_page( 'Planning notes', 0, 0, 'draft' );

// Posts: 25 by the admin (published), 5 by the author (3 published, 2 drafts).
$ids['posts'] = array( 'admin' => array(), 'author' => array() );
for ( $i = 1; $i <= 25; $i++ ) {
	$ids['posts']['admin'][] = wp_insert_post(
		array(
			'post_title'   => sprintf( 'Admin story %02d', $i ),
			'post_status'  => 'publish',
			'post_author'  => 1,
			'post_date'    => gmdate( 'Y-m-d H:i:s', time() - ( 100 - $i ) * 3600 ),
			'post_content' => "<!-- wp:paragraph -->\n<p>Story $i.</p>\n<!-- /wp:paragraph -->",
		)
	);
}
for ( $i = 1; $i <= 5; $i++ ) {
	$ids['posts']['author'][] = wp_insert_post(
		array(
			'post_title'   => sprintf( 'Author note %d', $i ),
			'post_status'  => $i <= 3 ? 'publish' : 'draft',
			'post_author'  => $ids['users']['author'],
			'post_date'    => gmdate( 'Y-m-d H:i:s', time() - ( 50 - $i ) * 3600 ),
			'post_content' => "<!-- wp:paragraph -->\n<p>Note $i.</p>\n<!-- /wp:paragraph -->",
		)
	);
}

// A navigation menu, the most recent published one: the header's navigation block (no ref)
// shows it, as WordPress's front end does.
$ids['navigation'] = wp_insert_post(
	array(
		'post_type'    => 'wp_navigation',
		'post_title'   => 'Lane menu',
		'post_status'  => 'publish',
		'post_author'  => 1,
		'post_content' => '<!-- wp:navigation-link {"label":"Menu About","type":"page","id":' . $about . ',"url":"/about/","kind":"post-type"} /-->'
			. '<!-- wp:navigation-link {"label":"Menu Contact","type":"page","id":' . $contact . ',"url":"/contact/","kind":"post-type"} /-->'
			. '<!-- wp:navigation-link {"label":"Menu Elsewhere","url":"https://example.org/","kind":"custom"} /-->',
	)
);

$ids['pattern'] = wp_insert_post(
	array(
		'post_type'    => 'wp_block',
		'post_title'   => 'Lane call to action',
		'post_status'  => 'publish',
		'post_author'  => 1,
		'post_content' => "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Lane call to action</h2>\n<!-- /wp:heading -->",
	)
);

$activated = activate_plugin( 'site-editor-elements/site-editor-elements.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, $activated->get_error_message() );
	exit( 1 );
}
echo wp_json_encode( $ids );
