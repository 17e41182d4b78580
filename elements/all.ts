// Every element, for the classic single-file script (dist/site-editor.iife.js).
import './site-editor';
import './font-library';
import './data-view';
import './style-book';
import './navigation-manager';
