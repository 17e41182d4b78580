<?php
/**
 * Plugin Name:       Site Editor Elements
 * Description:       The block-based site editor as web components: the full editor, the posts-only app, the font library and the navigation menus, each on an admin page of its own.
 * Version:           0.1.0
 * Requires at least: 6.9
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * Text Domain:       site-editor-elements
 *
 * How a host mounts the elements (the project's README, "Mounting an element"): load an element's
 * script module, print the REST root into `api-root` and a `wp_rest` nonce into `rest-nonce`, and
 * give the element a height. The bundle lives in `build/esm/` (the project's `dist/esm/`).
 *
 * @package SiteEditorElements
 */

defined( 'ABSPATH' ) || exit;

const SITE_EDITOR_ELEMENTS_VERSION = '0.1.0';

/** The elements this plugin registers as script modules (one module each; they share chunks). */
function site_editor_elements_tags() {
	return array( 'site-editor', 'font-library', 'navigation-manager', 'data-view', 'style-book' );
}

add_action(
	'init',
	static function () {
		foreach ( site_editor_elements_tags() as $tag ) {
			wp_register_script_module(
				"site-editor-elements/$tag",
				plugins_url( "build/esm/$tag.js", __FILE__ ),
				array(),
				SITE_EDITOR_ELEMENTS_VERSION
			);
		}
	}
);

/**
 * The discussion options the canvas's Comments blocks read (WordPress's editor passes them from
 * PHP as `__experimentalDiscussionSettings`), in `/wp/v2/settings` under their option names. They
 * are strings, as the editor gets them: the blocks read '0' and '50' as WordPress's own editor does.
 */
function site_editor_elements_discussion_options() {
	return array( 'comment_order', 'comments_per_page', 'default_comments_page', 'page_comments', 'thread_comments', 'thread_comments_depth' );
}

add_action(
	'rest_api_init',
	static function () {
		foreach ( site_editor_elements_discussion_options() as $option ) {
			register_setting(
				'discussion',
				$option,
				array(
					'type'         => 'string',
					'show_in_rest' => array( 'name' => $option ),
				)
			);
		}
	}
);

/*
 * WordPress registers a theme's block style partials (styles/blocks/*.json and any theme.json
 * partial naming `blockTypes`) only when something in the request reads the theme's data: the
 * block types endpoint reads the styles registry without it, so Display, Subtitle and Annotation
 * of Twenty Twenty-Five are missing from its `styles` (the site editor's page reads the theme's
 * data before it prints the block definitions). Register them before that endpoint answers.
 */
add_filter(
	'rest_pre_dispatch',
	static function ( $result, $server, $request ) {
		if ( 0 === strpos( $request->get_route(), '/wp/v2/block-types' ) && function_exists( 'wp_register_block_style_variations_from_theme_json_partials' ) ) {
			wp_register_block_style_variations_from_theme_json_partials( WP_Theme_JSON_Resolver::get_style_variations( 'block' ) );
		}
		return $result;
	},
	10,
	3
);

/**
 * The admin pages: slug => what each prints. `cap` gates the page as spec section 6 names it
 * (design needs edit_theme_options; the posts app needs edit_posts).
 */
function site_editor_elements_pages() {
	return array(
		'site-editor-elements' => array(
			'title' => __( 'Site Editor', 'site-editor-elements' ),
			'cap'   => 'edit_theme_options',
			'tag'   => 'site-editor',
			'fill'  => true,
		),
		'site-editor-posts'    => array(
			'title' => __( 'Posts editor', 'site-editor-elements' ),
			'cap'   => 'edit_posts',
			'tag'   => 'site-editor',
			'mode'  => 'posts',
			'fill'  => true,
		),
		'site-editor-fonts'    => array(
			'title' => __( 'Fonts', 'site-editor-elements' ),
			'cap'   => 'edit_theme_options',
			'tag'   => 'font-library',
		),
		'site-editor-menus'    => array(
			'title' => __( 'Navigation menus', 'site-editor-elements' ),
			'cap'   => 'edit_theme_options',
			'tag'   => 'navigation-manager',
		),
		'site-editor-style-book' => array(
			'title'       => __( 'Style Book', 'site-editor-elements' ),
			'cap'         => 'edit_theme_options',
			'tag'         => 'style-book',
			'interactive' => true,
		),
	);
}

add_action(
	'admin_menu',
	static function () {
		$pages = site_editor_elements_pages();
		$hooks = array();
		$page  = $pages['site-editor-elements'];
		$hooks['site-editor-elements'] = add_menu_page( $page['title'], $page['title'], $page['cap'], 'site-editor-elements', 'site_editor_elements_render', 'dashicons-admin-appearance', 61 );
		$page                          = $pages['site-editor-posts'];
		$hooks['site-editor-posts']    = add_posts_page( $page['title'], $page['title'], $page['cap'], 'site-editor-posts', 'site_editor_elements_render' );
		$page                          = $pages['site-editor-fonts'];
		$hooks['site-editor-fonts']    = add_options_page( $page['title'], $page['title'], $page['cap'], 'site-editor-fonts', 'site_editor_elements_render' );
		$page                          = $pages['site-editor-menus'];
		$hooks['site-editor-menus']    = add_theme_page( $page['title'], $page['title'], $page['cap'], 'site-editor-menus', 'site_editor_elements_render' );
		$page                             = $pages['site-editor-style-book'];
		$hooks['site-editor-style-book']  = add_theme_page( $page['title'], $page['title'], $page['cap'], 'site-editor-style-book', 'site_editor_elements_render' );
		foreach ( $hooks as $slug => $hook ) {
			if ( ! $hook ) {
				continue;
			}
			add_action(
				"load-$hook",
				static function () use ( $slug, $pages ) {
					wp_enqueue_script_module( 'site-editor-elements/' . $pages[ $slug ]['tag'] );
					if ( ! empty( $pages[ $slug ]['fill'] ) ) {
						add_filter(
							'admin_body_class',
							static function ( $classes ) {
								return "$classes site-editor-elements-fill";
							}
						);
					}
				}
			);
		}
	}
);

/**
 * A post type's block template (`[ name, attributes, inner template ]` entries) as parsed blocks,
 * inner blocks included, for serialize_blocks(): each inner block takes its place in the markup
 * through a null in innerContent.
 */
function site_editor_elements_template_blocks( $template ) {
	$blocks = array();
	foreach ( $template as $entry ) {
		$inner    = isset( $entry[2] ) && is_array( $entry[2] ) ? site_editor_elements_template_blocks( $entry[2] ) : array();
		$blocks[] = array(
			'blockName'    => $entry[0],
			'attrs'        => isset( $entry[1] ) && is_array( $entry[1] ) ? $entry[1] : array(),
			'innerBlocks'  => $inner,
			'innerHTML'    => '',
			'innerContent' => array_fill( 0, count( $inner ), null ),
		);
	}
	return $blocks;
}

/** The editor settings the full editor and the posts app read from their `settings` attribute. */
function site_editor_elements_settings() {
	$templates = array();
	foreach ( array( 'post', 'page' ) as $post_type ) {
		$object = get_post_type_object( $post_type );
		if ( $object && ! empty( $object->template ) ) {
			$templates[ $post_type ] = serialize_blocks( site_editor_elements_template_blocks( $object->template ) );
		}
	}
	$settings = array(
		'dashboardLink'     => admin_url(),
		'dashboardLinkText' => __( 'Dashboard', 'site-editor-elements' ),
		// Opened in a window of its own when the session ended: the login made for it.
		'loginUrl'          => add_query_arg( 'interim-login', '1', wp_login_url() ),
		'supportsLayout'    => wp_theme_has_theme_json(),
		// What the canvas's media blocks take, as WordPress's own block editor settings say.
		'allowedMimeTypes'  => get_allowed_mime_types(),
		'maxUploadFileSize' => wp_max_upload_size(),
	);
	if ( $templates ) {
		$settings['postTypeTemplates'] = $templates;
	}
	return $settings;
}

/** Prints the current admin page's element. */
function site_editor_elements_render() {
	$slug  = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
	$pages = site_editor_elements_pages();
	if ( ! isset( $pages[ $slug ] ) || ! current_user_can( $pages[ $slug ]['cap'] ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'site-editor-elements' ), 403 );
	}
	$page       = $pages[ $slug ];
	$attributes = array(
		'api-root'   => esc_url_raw( rest_url() ),
		'rest-nonce' => wp_create_nonce( 'wp_rest' ),
	);
	if ( 'site-editor' === $page['tag'] ) {
		$attributes['settings'] = wp_json_encode( site_editor_elements_settings() );
		if ( ! empty( $page['mode'] ) ) {
			$attributes['mode'] = $page['mode'];
		}
		// The editor fills the page: its shortcuts (primary+K) are heard anywhere in it.
		if ( ! empty( $page['fill'] ) ) {
			$attributes['shortcut-scope'] = 'page';
		}
	}
	if ( ! empty( $page['interactive'] ) ) {
		$attributes['interactive'] = '';
	}
	$printed = '';
	foreach ( $attributes as $name => $value ) {
		$printed .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
	}
	?>
	<style>
		/* The full editor and the posts app fill the space below the admin bar, beside the admin menu. */
		.site-editor-elements-fill #wpcontent { padding-left: 0; }
		.site-editor-elements-fill #wpbody-content { padding-bottom: 0; }
		.site-editor-elements-fill #wpbody-content > .notice,
		.site-editor-elements-fill #wpbody-content > .update-nag,
		.site-editor-elements-fill #wpfooter { display: none; }
		.site-editor-elements-fill site-editor {
			display: block;
			height: calc(100vh - var(--wp-admin--admin-bar--height, 32px));
		}
		/* A single screen sits in the page under its heading and takes the rest of the window. */
		.site-editor-elements-screen { display: block; height: calc(100vh - var(--wp-admin--admin-bar--height, 32px) - 120px); min-height: 560px; margin-top: 12px; }
	</style>
	<?php if ( ! empty( $page['fill'] ) ) : ?>
		<h1 class="screen-reader-text"><?php echo esc_html( $page['title'] ); ?></h1>
		<<?php echo esc_html( $page['tag'] ); ?><?php echo $printed; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each value escaped above. ?>></<?php echo esc_html( $page['tag'] ); ?>>
	<?php else : ?>
		<div class="wrap">
			<h1><?php echo esc_html( $page['title'] ); ?></h1>
			<<?php echo esc_html( $page['tag'] ); ?> class="site-editor-elements-screen"<?php echo $printed; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each value escaped above. ?>></<?php echo esc_html( $page['tag'] ); ?>>
		</div>
		<?php
		if ( 'style-book' === $page['tag'] ) {
			// An example chosen opens its styles in the Site Editor, the Style Book beside them.
			$editor = admin_url( 'admin.php?page=site-editor-elements' );
			wp_print_inline_script_tag(
				sprintf(
					'document.querySelector("style-book").addEventListener("example-select",function(e){var u=new URL(%s,location.href);u.searchParams.set("p","/styles");u.searchParams.set("section",e.detail.section);u.searchParams.set("preview","stylebook");location.assign(u.toString());});',
					wp_json_encode( $editor )
				)
			);
		}
		?>
	<?php endif; ?>
	<?php
}
