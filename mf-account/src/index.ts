// An async boundary, so that shared singletons are negotiated before any of them is used.
import('./bootstrap');
