<?php
/**
 * Plainsong theme setup.
 *
 * On a real host this file would run:
 *
 *     add_theme_support( 'title-tag' );
 *     add_theme_support( 'editor-styles' );
 *     add_theme_support( 'automatic-feed-links' );
 *     add_theme_support( 'post-thumbnails' );
 *     add_theme_support( 'html5', array( 'search-form', 'comment-form', 'comment-list', 'gallery', 'caption' ) );
 *
 * The demo host cannot run PHP, so the same supports are listed in theme-supports.json next to
 * style.css, which the host's theme loader reads instead. Keep the two in step.
 *
 * @package Plainsong
 */
